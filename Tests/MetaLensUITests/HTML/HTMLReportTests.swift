import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// The hand-over page: goldens of every sample (fixed clock and version,
/// pictures elided to their size), hostile metadata kept as text, no
/// external address anywhere, and a page for every corpus JPEG.
@Suite("HTML report")
struct HTMLReportTests {
  static let goldens = CommandRunner.packageRoot.appendingPathComponent("Tests/MetaLensUITests/Goldens/HTML")
  static let context = HTMLContext(examinedAt: "2026-01-02T03:04:05Z", version: "0.0.0-test", options: "inspect --html")

  /// The page of one file read with the exhibit stage; a golden's with its
  /// rules worded by their ids (`RuleWordsElided`).
  static func page(
    path: String, shownAs: String? = nil, language: Language = .en, elidingRuleWords: Bool = false
  ) throws -> String {
    let read = try Inspector(options: InspectionOptions(exhibit: true)).inspect(path)
    let inspection = elidingRuleWords ? RuleWordsElided.inspection(read) : read
    let context = HTMLContext(
      examinedAt: context.examinedAt, version: context.version, options: context.options, language: language)
    let format = HTMLFormat(context: context, single: true)
    var tally = BatchTally()
    tally.count(inspection.report)
    let page = format.document([format.section(inspection)], tally: tally)
    return shownAs.map { page.replacing(path, with: $0) } ?? page
  }

  /// `data:` URIs replaced by their length, so goldens do not depend on the
  /// JPEG encoder's bytes.
  static func elidingImages(_ page: String) -> String {
    page.replacing(#/data:image/([a-z]+);base64,[A-Za-z0-9+/=]+/#) { match in "data:image/\(match.output.1);base64,…" }
  }

  @Test(arguments: SampleFixtures.all.map(\.name))
  func golden(_ sample: String) throws {
    let path = CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(sample)").path
    let page = Self.elidingImages(try Self.page(path: path, shownAs: "Fixtures/\(sample)", elidingRuleWords: true))
    Golden.check(page, named: sample.replacingOccurrences(of: ".jpg", with: ".html"), in: Self.goldens)
  }

  /// The same page in Korean, for a camera original and an edited file.
  @Test(arguments: ["camera-original.jpg", "edited-photoshop.jpg"])
  func koreanGolden(_ sample: String) throws {
    let path = CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(sample)").path
    let page = Self.elidingImages(
      try Self.page(path: path, shownAs: "Fixtures/\(sample)", language: .ko, elidingRuleWords: true))
    #expect(page.contains("<html lang=\"ko\""))
    Golden.check(page, named: sample.replacingOccurrences(of: ".jpg", with: ".ko.html"), in: Self.goldens)
  }

  /// A region pasted into a picture compressed twice: the preview carries the
  /// double-compression map and the region outlined and numbered, and the
  /// flag names the region in words.
  @Test("a pasted region is drawn on the preview and named under its flag")
  func pastedRegionGolden() throws {
    let exif = ExifFixture([
      .init(.ifd0, TagID.make, .ascii("Canon")), .init(.ifd0, TagID.model, .ascii("Canon Test Camera")),
    ])
    let bytes = try JPEGFixture(image: try ImageFixture.pastedRegionExample(pasted: true), segments: [.exif(exif)])
      .bytes()
    let path = try TemporaryFiles.write(bytes, named: "pasted-region.jpg")
    let page = Self.elidingImages(try Self.page(path: path, shownAs: "pasted-region.jpg", elidingRuleWords: true))
    #expect(page.contains("<svg class=\"overlay\""))
    #expect(page.contains("<rect class=\"region\""))
    #expect(page.contains("Region 1: lower left"))
    Golden.check(page, named: "pasted-region.html", in: Self.goldens)
  }

  @Test("hostile metadata stays text: no tag, no attribute, no link, no reordering")
  func hostile() throws {
    let values = [
      "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "</style><style>body{display:none}</style>",
      "javascript:alert(1)", "data:text/html,<b>x</b>", "abc\u{202E}gpj.exe", String(repeating: "W", count: 5000),
    ]
    let exif = ExifFixture(
      values.enumerated().map { index, value in
        let tags = [
          TagID.make, TagID.model, TagID.software, TagID.imageDescription, TagID.artist, TagID.copyright, 0x010D,
        ]
        return ExifFixture.Entry(.ifd0, UInt16(tags[index]), .ascii(value))
      })
    let path = try TemporaryFiles.write(try JPEGFixture(segments: [.exif(exif)]).bytes(), named: "hostile.jpg")
    let page = try Self.page(path: path)
    #expect(!page.contains("<script"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!page.contains("<img src=x"))
    #expect(page.components(separatedBy: "</style>").count == 2, "only the page's own style sheet closes")
    #expect(!page.contains("href=\"javascript:") && !page.contains("href=\"data:"))
    #expect(!page.unicodeScalars.contains("\u{202E}"), "bidi overrides are shown escaped")
    #expect(page.contains(String(repeating: "W", count: 5000)) || page.contains("more characters"))
  }

  /// Every address in `src`, `href`, `url(…)` and `@import`.
  static func addresses(in page: String) -> [String] {
    let patterns = [#/(?:src|href)="([^"]*)"/#, #/url\(([^)]*)\)/#, #/@import\s+([^;]+)/#]
    return patterns.flatMap { pattern in page.matches(of: pattern).map { String($0.output.1) } }
  }

  @Test("no external address: only data: pictures, in-page anchors and metalens's own map link")
  func noExternalAddress() throws {
    for sample in SampleFixtures.all.map(\.name) {
      let page = try Self.page(path: CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(sample)").path)
      for address in Self.addresses(in: page) {
        let allowed =
          address.hasPrefix("data:image/") || address.hasPrefix("#")
          || address.hasPrefix("https://www.openstreetmap.org/?mlat=")
        #expect(allowed, "\(sample): \(address.prefix(80))")
      }
      #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    }
  }

  @Test("a page for every corpus JPEG, with its hash", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
  func corpus() throws {
    var pages = 0
    var previews = 0
    for entry in try Corpus.entries() where entry.format == "JPEG" && !entry.isMalformed {
      guard let inspection = try? Inspector(options: InspectionOptions(exhibit: true)).inspect(Corpus.filePath(entry))
      else {
        continue
      }
      let format = HTMLFormat(context: Self.context, single: true)
      let page = format.document([format.section(inspection)], tally: BatchTally())
      #expect(page.hasSuffix("</body></html>\n"), "\(entry.path)")
      #expect(inspection.exhibit?.sha256.count == 64, "\(entry.path)")
      pages += 1
      if inspection.exhibit?.preview != nil { previews += 1 }
    }
    print("HTML pages for \(pages) corpus JPEGs; \(previews) with a picture")
    #expect(pages > 400)
  }
}
