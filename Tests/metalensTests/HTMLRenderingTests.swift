import Foundation
import MetaLensTestSupport
import Testing

/// The page as a browser shows it: headless Chromium (Debian's `chromium`,
/// installed by `make test`) takes a screenshot that must not be blank and
/// prints the page to PDF. Without Chromium the suite skips, except under CI.
@Suite("HTML report in a browser", .enabled(if: ChromiumBinary.path != nil || Corpus.isRequired, "chromium is absent"))
struct HTMLRenderingTests {
  static let fixedTime = ["SOURCE_DATE_EPOCH": "1767225600"]

  /// Runs Chromium headless on `page` with `arguments`; gives up after 90 s.
  static func chromium(_ arguments: [String], page: URL) throws {
    let binary = try #require(ChromiumBinary.path, "chromium is not installed (make test installs it)")
    let profile = try TemporaryFiles.folder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)"]
      + arguments + [page.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(90)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  static func write(_ text: String, named name: String) throws -> URL {
    let url = try TemporaryFiles.folder().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("a screenshot of the page is not blank, and the page prints to PDF")
  func screenshotAndPrint() throws {
    let result = try CommandRunner.run(["inspect", "--html", "Fixtures/phone-gps.jpg"], environment: Self.fixedTime)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("2026-01-01T00:00:00Z"), "the examination time comes from SOURCE_DATE_EPOCH")
    let page = try Self.write(result.standardOutput, named: "report.html")
    let blank = try Self.write("<!DOCTYPE html><html><body></body></html>", named: "blank.html")
    let folder = try TemporaryFiles.folder()
    let shot = folder.appendingPathComponent("report.png")
    let blankShot = folder.appendingPathComponent("blank.png")
    try Self.chromium(["--window-size=1000,1600", "--screenshot=\(shot.path)"], page: page)
    try Self.chromium(["--window-size=1000,1600", "--screenshot=\(blankShot.path)"], page: blank)
    let shotBytes = try Data(contentsOf: shot)
    let blankBytes = try Data(contentsOf: blankShot)
    #expect(shotBytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(
      shotBytes.count > 5 * blankBytes.count, "\(shotBytes.count) bytes against a blank page's \(blankBytes.count)")
    if Golden.isRecording {
      try shotBytes.write(to: CommandRunner.packageRoot.appendingPathComponent("docs/images/html-report.png"))
    }
    let pdf = folder.appendingPathComponent("report.pdf")
    try Self.chromium(["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)"], page: page)
    let pdfBytes = try Data(contentsOf: pdf)
    #expect(pdfBytes.starts(with: Array("%PDF".utf8)))
    #expect(pdfBytes.count > 10_000)
  }

  @Test("several files: the summary table first, each row linked to its section")
  func batchPage() throws {
    let result = try CommandRunner.run(["inspect", "--html", "Fixtures"], environment: Self.fixedTime)
    #expect(result.status == 0)
    let html = result.standardOutput
    let count = try FileManager.default.contentsOfDirectory(
      atPath: CommandRunner.packageRoot.appendingPathComponent("Fixtures").path
    )
    .filter { $0.hasSuffix(".jpg") }.count
    for index in 1...count {
      #expect(html.contains("href=\"#file-\(index)\""))
      #expect(html.contains("id=\"file-\(index)\""))
    }
    let table = try #require(html.firstRange(of: "<table class=\"batch\">"))
    let firstSection = try #require(html.firstRange(of: "<section"))
    #expect(table.lowerBound < firstSection.lowerBound)
    #expect(html.components(separatedBy: "<!DOCTYPE html>").count == 2, "one page")
  }
}

/// Where Debian installs Chromium.
enum ChromiumBinary {
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}
