import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI

/// Runs everything `metalens` does with one input (read, score, every output
/// format) and lists each broken promise. Fuzz targets stop at the first
/// list that is not empty; the regression tests replay saved inputs with it.
///
/// The promises: a typed error or a report, never a crash; a score in 0…100;
/// text that never carries a control character or escape sequence from the
/// file and never overflows its width, in English and Korean; JSON that parses; CSV rows with the
/// right number of fields.
public enum PipelineCheck {
  public static func run(_ bytes: [UInt8], path: String = "fuzz.jpg") -> [String] {
    let problems: [String]
    do {
      problems = check(try Inspector().inspect(bytes: bytes, path: path))
    } catch {
      problems = check(error)
    }
    return problems + checkTags(bytes, path: path)
  }

  /// What `metalens tags` reads (every tag, libexif's readable values) and
  /// prints, in text (readable and numeric) and JSON.
  static func checkTags(_ bytes: [UInt8], path: String) -> [String] {
    guard let metadata = try? PhotoMetadataService(options: .allTags).read(bytes: bytes, path: path) else { return [] }
    var problems: [String] = []
    for numeric in [false, true] {
      let text = TagTable(tags: metadata.tags.tags, numeric: numeric).render()
      problems += OutputRules.terminalText(text, width: nil, numeric ? "tags -n" : "tags")
    }
    problems += OutputRules.json(JSONOutput.encode(TagsDocument(metadata: metadata), pretty: false), "tags --json")
    return problems
  }

  static func check(_ inspection: Inspection) -> [String] {
    let report = inspection.report
    var problems: [String] = []
    if !(0...100).contains(report.score) { problems.append("score \(report.score) outside 0…100") }
    // Korean too: Hangul takes two columns, and the width must still hold.
    let contexts = [
      RenderContext(width: 40), RenderContext(width: 120, unicode: false), RenderContext(width: 40, language: .ko),
    ]
    for context in contexts {
      let text = ReportFormat(context: context, summarises: false).record(inspection)
      problems += OutputRules.terminalText(text, width: context.width, "report")
      let row = TableFormat(context: context).record(inspection)
      problems += OutputRules.terminalText(row, width: context.width, "table row")
    }
    problems += OutputRules.json(JSONFormat(array: false).record(inspection), "inspect --json")
    problems += OutputRules.json(NDJSONFormat().record(inspection), "inspect --ndjson")
    problems += OutputRules.csv(CSVFormat().record(inspection))
    let html = HTMLContext(examinedAt: "2026-01-01T00:00:00Z", version: "fuzz", options: "--html")
    // A batch page's body: the file's row in the table, and its section.
    let format = HTMLFormat(context: html, single: false)
    let page = format.document([format.section(inspection)], tally: BatchTally())
    let body = page.firstRange(of: "<body>").map { page[$0.upperBound...].dropLast(HTMLPage.tail.count) } ?? ""
    problems += OutputRules.html(String(body))
    return problems
  }

  static func check(_ error: MetaLensError) -> [String] {
    OutputRules.terminalText(error.description, width: nil, "error message")
      + OutputRules.json(JSONOutput.encode(ErrorDocument(error), pretty: false), "error record")
      + OutputRules.csv(CSVFormat.row(error))
  }
}
