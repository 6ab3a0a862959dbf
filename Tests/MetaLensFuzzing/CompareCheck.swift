import MetaLensCore
import MetaLensUI

/// Runs `metalens compare` on an original and a fuzzed copy (issue 30) and
/// lists each broken promise: a typed error or a comparison, never a crash;
/// regions inside the picture with finite strengths; a similarity and a
/// scale that are numbers; text without control characters from the files,
/// in English and Korean; JSON that parses; an HTML page whose every tag
/// and address is one the components write.
public enum CompareCheck {
  public static func run(original: [UInt8], copy: [UInt8]) -> [String] {
    do {
      return check(try PictureComparer().compare(original: original, copy: copy, copyPath: "fuzz.jpg"))
    } catch {
      return PipelineCheck.check(error)
    }
  }

  static func check(_ comparison: PictureComparison) -> [String] {
    var problems: [String] = []
    for region in comparison.regions {
      let edges = [region.x, region.y, region.x + region.width, region.y + region.height]
      if !edges.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) || region.width <= 0 || region.height <= 0 {
        problems.append("region \(region) outside the picture")
      }
      if !region.strength.isFinite || region.strength < 0 { problems.append("region strength \(region.strength)") }
    }
    if let similarity = comparison.similarity, !(similarity.isFinite && (-1.0001...1.0001).contains(similarity)) {
      problems.append("similarity \(similarity) outside -1…1")
    }
    if let scale = comparison.scale, !(scale.isFinite && scale > 0) { problems.append("scale \(scale)") }
    if comparison.relation != .derived && !comparison.regions.isEmpty {
      problems.append("regions given for a \(comparison.relation.rawValue) pair")
    }
    for language in Language.allCases {
      let text = CompareText.lines(comparison, catalogue: Catalogue.of(language)).joined(separator: "\n")
      problems += OutputRules.terminalText(text, width: nil, "compare (\(language.rawValue))")
    }
    problems += OutputRules.json(JSONOutput.encode(CompareDocument(comparison), pretty: false), "compare --json")
    let context = HTMLContext(examinedAt: "2026-01-01T00:00:00Z", version: "fuzz", options: "compare --html")
    let page = CompareHTMLFormat(comparison: comparison, context: context).page()
    let body = page.firstRange(of: "<body>").map { page[$0.upperBound...].dropLast(HTMLPage.tail.count) } ?? ""
    problems += OutputRules.html(String(body))
    return problems
  }
}
