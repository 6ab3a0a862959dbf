import Foundation
import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// `metalens compare --html`: the page's goldens in both languages (pictures
/// elided to their type, as the inspect page's are), a page that loads
/// nothing from outside, and every region drawn on the three pictures and
/// listed under the same number.
@Suite("Compare page (HTML)")
struct CompareHTMLTests {
  /// 512 × 384, a scene that never repeats, with a camera's tables.
  static let picture: ImageFixture = {
    var picture = ImageFixture(width: 512, height: 384, tables: SampleFixtures.cameraTables, textured: true)
    picture.scene = true
    return picture
  }()

  static let camera = ExifFixture([
    .init(.ifd0, TagID.make, .ascii("Canon")), .init(.ifd0, TagID.model, .ascii("Canon Test Camera")),
  ])

  /// A pair made by the fixture factory: the original with its EXIF, and
  /// `copy` saved without metadata at quality 80.
  static func pair(_ name: String, _ copy: ImageFixture) throws -> (original: String, copy: String) {
    var copy = copy
    copy.quality = 80
    return (
      try TemporaryFiles.write(
        try JPEGFixture(image: picture, segments: [.exif(camera)]).bytes(), named: "\(name)-original.jpg"),
      try TemporaryFiles.write(try JPEGFixture(image: copy, segments: [.jfif]).bytes(), named: "\(name)-copy.jpg")
    )
  }

  /// A clone-stamp edit over a quarter of each side.
  static func edited() throws -> (original: String, copy: String) {
    var cloned = picture
    cloned.clone = (from: (x: 16, y: 16), to: (x: 288, y: 192), size: (width: 160, height: 128))
    return try pair("edited", cloned)
  }

  /// A 62.5% crop from 25% across and 17% down, turned a quarter.
  static func croppedAndTurned() throws -> (original: String, copy: String) {
    let decoded = try ImageFixture.decoding(try JPEGFixture(image: picture).bytes())
    return try pair("cropped", decoded.cropped(x: 128, y: 64, width: 320, height: 240).turnedClockwise())
  }

  static func page(
    _ files: (original: String, copy: String), language: Language = .en, elidingRuleWords: Bool = false
  ) throws -> (PictureComparison, String) {
    var comparison = try PictureComparer(options: InspectionOptions(exhibit: true))
      .compare(original: files.original, copy: files.copy)
    if elidingRuleWords {
      comparison.original = RuleWordsElided.inspection(comparison.original)
      comparison.copy = RuleWordsElided.inspection(comparison.copy)
    }
    let context = HTMLContext(
      examinedAt: "2026-01-02T03:04:05Z", version: "0.0.0-test", options: "compare --html", language: language)
    var page = CompareHTMLFormat(comparison: comparison, context: context).page()
    for path in [files.original, files.copy] {
      page = page.replacing(path, with: URL(fileURLWithPath: path).lastPathComponent)
    }
    return (comparison, page)
  }

  @Test("a clone-stamped copy: the page in English and Korean", arguments: [Language.en, .ko])
  func golden(_ language: Language) throws {
    let (comparison, page) = try Self.page(Self.edited(), language: language, elidingRuleWords: true)
    #expect(comparison.relation == .derived && comparison.regions.count == 1, "\(comparison.regions)")
    #expect(page.contains("<html lang=\"\(language.rawValue)\""))
    Golden.check(
      HTMLReportTests.elidingImages(page), named: "compare-edited.\(language.rawValue).html",
      in: HTMLReportTests.goldens)
  }

  @Test("self-contained: only data: pictures and in-page anchors, under the inspect page's policy")
  func selfContained() throws {
    for files in [try Self.edited(), try Self.croppedAndTurned()] {
      let (_, page) = try Self.page(files)
      for address in HTMLReportTests.addresses(in: page) {
        #expect(address.hasPrefix("data:image/") || address.hasPrefix("#"), "\(address.prefix(80))")
      }
      #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
      #expect(
        page.matches(of: #/<image id="[^"]+" href="data:image\/jpeg;base64,/#).count == 2, "both pictures, inline")
    }
  }

  /// Another picture: the original is shown upright, not aligned.
  static func unrelated() throws -> (original: String, copy: String) {
    try pair("unrelated", ImageFixture(width: 384, height: 512, textured: true))
  }

  /// Each preview is embedded once, in its file's section; the comparison's
  /// figures draw it again by reference, so the page is not twice the size
  /// of its pictures.
  @Test("each file's preview is in the page once, and the comparison draws it by reference")
  func eachPreviewOnce() throws {
    for (files, aligned) in [
      (try Self.edited(), true), (try Self.croppedAndTurned(), true), (try Self.unrelated(), false),
    ] {
      let (comparison, page) = try Self.page(files)
      #expect((comparison.relation == .derived) == aligned, "\(comparison.relation)")
      for (inspection, id) in [(comparison.original, "file-1-picture"), (comparison.copy, "file-2-picture")] {
        let preview = try #require(inspection.exhibit?.preview)
        let base64 = Data(preview.bytes).base64EncodedString()
        #expect(page.ranges(of: base64).count == 1, "\(id) in \(comparison.relation)")
        #expect(page.ranges(of: "<image id=\"\(id)\"").count == 1)
        let comparisonSection = try #require(
          page.firstMatch(of: #/<section class="file" id="comparison">.*?</section>/#.dotMatchesNewlines())
        ).output
        #expect(comparisonSection.ranges(of: "<use href=\"#\(id)\"").count == 1, "\(id) in \(comparison.relation)")
      }
    }
  }

  /// One path twice: the sections' picture ids follow their place, not the
  /// path, so the copy's figure still finds its picture.
  @Test("a file compared with itself: each section draws its picture under its own id")
  func sameFileTwice() throws {
    let files = try Self.edited()
    let (comparison, page) = try Self.page((original: files.original, copy: files.original))
    #expect(comparison.relation == .identical)
    for id in ["file-1-picture", "file-2-picture"] {
      #expect(page.ranges(of: "<image id=\"\(id)\"").count == 1, "\(id)")
    }
  }

  @Test("every region is outlined on the original, the copy and the map, and listed under its number")
  func everyRegionDrawn() throws {
    let (comparison, whole) = try Self.page(Self.edited())
    // The comparison's own section (each file's report follows with its own
    // overlays).
    let page = try #require(
      whole.firstMatch(of: #/<section class="file" id="comparison">.*?</section>/#.dotMatchesNewlines())
    )
    .output
    let count = comparison.regions.count
    try #require(count > 0)
    #expect(page.matches(of: #/<rect class="region"/#).count == 3 * count)
    for number in 1...count {
      #expect(page.matches(of: #/>(\d+)</text>/#).filter { $0.output.1 == "\(number)" }.count == 3)
    }
    let list = try #require(page.firstMatch(of: #/<ol>(.*?)</ol>/#))
    #expect(list.output.1.matches(of: #/<li>/#).count == count)
  }

  /// The original is drawn through the comparer's geometry: turned a
  /// quarter clockwise, then its crop window stretched over the copy.
  @Test("a cropped, turned copy: the original is turned and cropped onto the copy's frame")
  func alignedOriginal() throws {
    let (comparison, page) = try Self.page(Self.croppedAndTurned())
    #expect(comparison.relation == .derived && comparison.quarterTurns == 1 && comparison.crop != nil)
    let crop = try #require(comparison.crop)
    let transforms = page.matches(of: #/transform="matrix\(([^)]*)\)"/#).map { String($0.output.1) }
    #expect(transforms.count == 2)
    // The copy is drawn as stored; the original's matrix turns (a = d = 0)
    // and magnifies by about 1 / 0.625.
    #expect(transforms.last == "1 0 0 1 0 0")
    let values = try #require(transforms.first).split(separator: " ").compactMap { Double($0) }
    #expect(values.count == 6 && values[0] == 0 && values[3] == 0, "\(values)")
    #expect(abs(abs(values[1]) - 1 / crop.width) < 0.05, "\(values) \(crop)")
  }
}
