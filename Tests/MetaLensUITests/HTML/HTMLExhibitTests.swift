import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

@testable import MetaLensUI

/// The exhibit's parts of the page (issue 37): the case details in the
/// header, the printed pages' footer rules, and the appendix, as goldens in
/// both languages (pictures elided), and the footer's CSS kept inert.
@Suite("HTML exhibit")
struct HTMLExhibitTests {
  static let details = CaseDetails(caseID: "2026-17", examiner: "Kim Minsu", note: "Phone seized on 2026-11-20")

  static func page(
    _ sample: String, language: Language, details: CaseDetails = details, elidingRuleWords: Bool = false
  ) throws -> String {
    let path = CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(sample)").path
    let read = try Inspector(options: InspectionOptions(exhibit: true)).inspect(path)
    let inspection = elidingRuleWords ? RuleWordsElided.inspection(read) : read
    let base = HTMLReportTests.context
    let context = HTMLContext(
      examinedAt: base.examinedAt, version: base.version, options: base.options, language: language,
      caseDetails: details)
    let format = HTMLFormat(context: context, single: true)
    let page = format.document([format.section(inspection)], tally: BatchTally())
    return HTMLReportTests.elidingImages(page.replacing(path, with: "Fixtures/\(sample)"))
  }

  /// The header (the custody block), the footer rules (the `@page` lines)
  /// and the appendix: the parts this golden pins, cut from the page.
  static func exhibitParts(_ page: String) -> String {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    let footer = lines.filter { $0.hasPrefix("@page") || $0.hasPrefix("section#") }
    let custody = page.firstRange(of: "<div class=\"custody\">").flatMap { start in
      page[start.lowerBound...].firstRange(of: "</div>").map { page[start.lowerBound..<$0.upperBound] }
    }
    let appendix = page.firstRange(of: "<section class=\"appendix\">").flatMap { start in
      page[start.lowerBound...].firstRange(of: "</section>").map { page[start.lowerBound..<$0.upperBound] }
    }
    return (footer.map(String.init) + [custody.map(String.init) ?? "", appendix.map(String.init) ?? ""])
      .joined(separator: "\n") + "\n"
  }

  @Test(arguments: [("edited-photoshop.jpg", Language.en), ("edited-photoshop.jpg", .ko), ("camera-original.jpg", .en)])
  func golden(_ sample: String, _ language: Language) throws {
    let parts = Self.exhibitParts(try Self.page(sample, language: language, elidingRuleWords: true))
    let name = sample.replacingOccurrences(of: ".jpg", with: ".exhibit.\(language.rawValue).html")
    Golden.check(parts, named: name, in: HTMLReportTests.goldens)
  }

  @Test("the appendix gives each fired rule's Why and Limits as the guide words them, and no terminal advice")
  func appendixMatchesGuide() throws {
    for language in [Language.en, .ko] {
      let page = try Self.page("edited-photoshop.jpg", language: language)
      let guide = GuidePresenter().present(language: language)
      let words = Catalogue.of(language)
      for id in ["editor-software", "photoshop-save-quality", "xmp-history-edits"] {
        let rule = try #require(guide.sections.flatMap(\.rules).first { $0.id == id }, "\(id)")
        #expect(page.contains(Self.escaped(words.text(GuideWords.why) + rule.explanation)), "\(id)")
        #expect(page.contains(Self.escaped(words.text(GuideWords.limits) + rule.limits)), "\(id)")
      }
      #expect(!page.contains("metalens guide&#39; to see") && !page.contains("Run &#39;metalens guide"))
      #expect(page.contains(words.text(ExhibitWords.cannotTell)))
    }
  }

  @Test("the tag table gives ExifTool's printed value beside an enumerated number, and the number alone otherwise")
  func printedValues() throws {
    let exif = ExifFixture([
      .init(.ifd0, 0x010F, .ascii("Canon")), .init(.exif, 0x9209, .short([16])), .init(.exif, 0x9207, .short([2])),
      .init(.exif, 0xA403, .short([7])),
    ])
    let path = try TemporaryFiles.write(try JPEGFixture(segments: [.exif(exif)]).bytes(), named: "flash.jpg")
    let inspection = try Inspector(options: InspectionOptions(exhibit: true)).inspect(path)
    let tags = HTMLReportPresenter().present(inspection).tags
    let values = Dictionary(tags.map { ($0.name, $0.value) }) { first, _ in first }
    #expect(values["Flash"] == "Off, Did not fire (16)")
    #expect(values["MeteringMode"] == "Center-weighted average (2)")
    #expect(values["WhiteBalance"] == "7", "a number ExifTool's table does not list stays the number")
    #expect(values["Make"] == "Canon")
  }

  /// As the page writes text: `&`, `<`, `>`, quotes as entities.
  static func escaped(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
      .replacing("\"", with: "&quot;").replacing("'", with: "&#39;")
  }

  @Test("a hostile case number cannot leave the footer's CSS string or the style sheet")
  func hostileCase() throws {
    let hostile = CaseDetails(caseID: "x\"}</style><script>alert(1)</script>\\", examiner: "a\nb;}@import url(x)")
    let page = try Self.page("camera-original.jpg", language: .en, details: hostile)
    #expect(page.components(separatedBy: "</style>").count == 2)
    let sheet = try #require(page.firstRange(of: "</style>").map { page[..<$0.lowerBound] })
    #expect(!page.contains("<script>") && !sheet.contains("@import url") && !sheet.contains("\nb;"))
    let footer = try #require(page.split(separator: "\n").first { $0.hasPrefix("@page{") })
    #expect(footer.contains("\\22 \\7D \\3C /style\\3E "))
  }
}
