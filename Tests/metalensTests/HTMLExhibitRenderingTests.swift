import Foundation
import MetaLensTestSupport
import Testing

/// The exhibit as Chromium prints it (issue 37): every printed page's
/// footer, Korean drawn rather than boxes, and a folder page that fits an
/// A4 page's width. Needs Chromium, and poppler-utils to read the PDF back
/// (`make test` installs both).
@Suite(
  "HTML exhibit in a browser", .enabled(if: ChromiumBinary.path != nil || Corpus.isRequired, "chromium is absent"))
struct HTMLExhibitRenderingTests {
  /// Runs a poppler tool (`pdftotext`, `pdftoppm`) and gives its stdout.
  static func poppler(_ tool: String, _ arguments: [String]) throws -> Data {
    let path = "/usr/bin/" + tool
    try #require(
      FileManager.default.isExecutableFile(atPath: path), "\(tool) is absent (make test installs poppler-utils)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }

  /// The page's DOM after Chromium loaded it in a window `width` pixels
  /// wide (`--dump-dom`).
  static func dumpDOM(_ page: URL, width: Int) throws -> String {
    let binary = try #require(ChromiumBinary.path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(try TemporaryFiles.folder().path)",
      "--window-size=\(width),1123", "--dump-dom", page.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// `page` printed to PDF by Chromium.
  static func printed(_ page: URL) throws -> URL {
    let pdf = page.deletingPathExtension().appendingPathExtension("pdf")
    try HTMLRenderingTests.chromium(["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)"], page: page)
    return pdf
  }

  @Test("every printed page's footer names the case, the examiner, the file's SHA-256 and page x of y")
  func footers() throws {
    let folder = try TemporaryFiles.folder()
    let page = folder.appendingPathComponent("exhibit.html")
    let result = try CommandRunner.run(
      ["inspect", "--html", "--case", "2026-17", "--examiner", "Kim Minsu", "-o", page.path, "Fixtures/phone-gps.jpg"],
      environment: HTMLRenderingTests.fixedTime)
    #expect(result.status == 0 && result.standardOutput.isEmpty, "-o writes the page to the file only")
    let expected = try Self.sha256(of: CommandRunner.packageRoot.appendingPathComponent("Fixtures/phone-gps.jpg"))
    let text = String(
      decoding: try Self.poppler("pdftotext", ["-layout", try Self.printed(page).path, "-"]), as: UTF8.self)
    let pages = text.split(separator: "\u{0C}").map { $0.filter { !$0.isWhitespace } }.filter { !$0.isEmpty }
    #expect(pages.count >= 2, "one photo prints on several pages")
    for (index, sheet) in pages.enumerated() {
      let number = "page\(index + 1)of\(pages.count)"
      #expect(sheet.contains(number), "page \(index + 1)")
      // The two boxes' lines interleave in the text: the page number can
      // fall between the footer's two lines.
      let footer = sheet.replacing(number, with: "")
      #expect(footer.contains("Case2026-17·ExaminerKimMinsu·SHA-256" + expected), "page \(index + 1)")
    }
  }

  /// `sha256sum`'s digest of `file`, an oracle apart from metalens's own.
  static func sha256(of file: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: data, as: UTF8.self).prefix(64))
  }

  /// `page` with every Hangul syllable moved one code point on (가 → 각):
  /// drawn, the two pages differ; fallen to the missing-glyph box, every
  /// syllable is the same box and they do not.
  static func shiftingHangul(_ page: String) -> String {
    String(
      String.UnicodeScalarView(
        page.unicodeScalars.map { scalar in
          guard (0xAC00...0xD7A3).contains(scalar.value) else { return scalar }
          return Unicode.Scalar(0xAC00 + (scalar.value - 0xAC00 + 1) % 11172) ?? scalar
        }))
  }

  @Test("a Korean page draws its Hangul on screen and in print, not boxes")
  func hangulDrawn() throws {
    let result = try CommandRunner.run(
      ["inspect", "--html", "--lang", "ko", "--case", "2026-17", "--examiner", "김민수", "Fixtures/phone-gps.jpg"],
      environment: HTMLRenderingTests.fixedTime)
    #expect(result.status == 0)
    let korean = result.standardOutput
    #expect(korean.unicodeScalars.filter { (0xAC00...0xD7A3).contains($0.value) }.count > 500)
    let pages = [
      try HTMLRenderingTests.write(korean, named: "ko.html"),
      try HTMLRenderingTests.write(Self.shiftingHangul(korean), named: "ko-shifted.html"),
    ]
    var shots: [Data] = []
    var rasters: [Data] = []
    for page in pages {
      let shot = page.deletingPathExtension().appendingPathExtension("png")
      try HTMLRenderingTests.chromium(["--window-size=1000,1600", "--screenshot=\(shot.path)"], page: page)
      shots.append(try Data(contentsOf: shot))
      // The first printed page, as pixels: the header's Hangul is on it.
      rasters.append(
        try Self.poppler("pdftoppm", ["-png", "-r", "50", "-f", "1", "-l", "1", try Self.printed(page).path]))
    }
    #expect(shots[0].starts(with: [0x89, 0x50, 0x4E, 0x47]) && rasters[0].starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(shots[0] != shots[1], "the screenshot draws Hangul (the same boxes would make both pages alike)")
    #expect(rasters[0] != rasters[1], "the printed PDF draws Hangul")
    let text = String(decoding: try Self.poppler("pdftotext", [try Self.printed(pages[0]).path, "-"]), as: UTF8.self)
    #expect(text.contains("사건번호") && text.contains("김민수"), "the case details are printed in Korean")
  }

  @Test("a folder page fits an A4 page's width: nothing is wider than the window")
  func folderFitsA4() throws {
    let folder = try TemporaryFiles.folder()
    let long = String(repeating: "evidence_item_without_any_space_", count: 6) + ".jpg"
    for (name, sample) in [(long, "edited-photoshop.jpg"), ("b.jpg", "long-values.jpg"), ("c.jpg", "ai-generated.jpg")]
    {
      try FileManager.default.copyItem(
        at: CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(sample)"),
        to: folder.appendingPathComponent(name))
    }
    // A credential whose status names a 100-character DID without a space:
    // the paragraph that says so made the page 1,208 px wide in a 779 px
    // window before the body wrapped long words.
    if let location = Corpus.location {
      try FileManager.default.copyItem(
        at: location.appendingPathComponent(
          "files/contentauth-c2pa-rs/sdk/src/identity/tests/fixtures/claim_aggregation/ica_validation/"
            + "unsupported_did_method.jpg"),
        to: folder.appendingPathComponent("d.jpg"))
    }
    let result = try CommandRunner.run(["inspect", "--html", folder.path], environment: HTMLRenderingTests.fixedTime)
    #expect(result.status == 0)
    // A copy of the page with a script (the page's own policy forbids
    // one) that records the layout's width for --dump-dom to print.
    let probe = result.standardOutput
      .replacing(#/<meta http-equiv="Content-Security-Policy"[^>]*>/#, with: "")
      .replacing(
        "</body>",
        with: "<script>document.body.setAttribute('data-widths', document.documentElement.scrollWidth + ' '"
          + " + document.documentElement.clientWidth)</script></body>")
    let page = try HTMLRenderingTests.write(probe, named: "folder.html")
    let dom = try Self.dumpDOM(page, width: 794)
    let widths = try #require(dom.firstMatch(of: #/data-widths="(\d+) (\d+)"/#), "the probe ran")
    let scroll = try #require(Int(widths.output.1))
    let window = try #require(Int(widths.output.2))
    #expect(scroll <= window, "the page is \(scroll) px wide in a \(window) px window (A4 at 96 dpi is 794 px)")
  }
}
