import Foundation
import MetaLensTestSupport
import Testing

/// `metalens compare` as a person runs it: the relation first, in either
/// language, and a typed error with exit 1 for a file that is not there.
@Suite("metalens compare on the command line")
struct CompareCommandTests {
  @Test("the same file twice: identical, in English and Korean")
  func identical() throws {
    let english = try CommandRunner.run(["compare", "--lang", "en", "Fixtures/phone-gps.jpg", "Fixtures/phone-gps.jpg"])
    #expect(english.status == 0)
    #expect(english.standardOutput.hasPrefix("Identical: the same file, byte for byte"))
    let korean = try CommandRunner.run(["compare", "--lang", "ko", "Fixtures/phone-gps.jpg", "Fixtures/phone-gps.jpg"])
    #expect(korean.standardOutput.hasPrefix("동일"))
  }

  /// The binary does not link libheif (`CHeifLoader` loads it on the first
  /// HEIC, which saved 4 ms of every process's start), and a HEIC original
  /// is still decoded through it.
  @Test(
    "a HEIC original: decoded by libheif loaded on first use, which the binary does not link",
    .enabled(
      if: Corpus.isAvailable && HEIFReencoder.tool("heif-convert") != nil, "the corpus or heif-convert is absent"))
  func heicLoadedOnUse() throws {
    let ldd = Process()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [CommandRunner.executable.path]
    let pipe = Pipe()
    ldd.standardOutput = pipe
    try ldd.run()
    let linked = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ldd.waitUntilExit()
    #expect(linked.contains("libc.so") && !linked.contains("libheif"), "\(linked)")

    let original = try #require(Corpus.location).appendingPathComponent("files/Exiv2-exiv2/test/data/IMG_3578.heic")
    let copy = try TemporaryFiles.write(
      try HEIFReencoder.decodedJPEG(original.path, in: TemporaryFiles.folder()), named: "IMG_3578.jpg")
    let result = try CommandRunner.run(["compare", "--json", original.path, copy])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains(#""relation": "derived""#), "\(result.standardOutput.prefix(400))")
  }

  /// Where libheif cannot be loaded (here a library that is no library,
  /// found first through LD_LIBRARY_PATH), a HEIC compare is undetermined
  /// and says why, with the loader's words, in either language.
  @Test(
    "no usable libheif: a HEIC compare says it could not be loaded, in English and Korean",
    .enabled(if: Corpus.isAvailable, "the corpus is absent"))
  func heicWithoutLibheif() throws {
    let folder = try TemporaryFiles.folder().appendingPathComponent("no-libheif")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("not a library".utf8).write(to: folder.appendingPathComponent("libheif.so.1"))
    let original = try #require(Corpus.location).appendingPathComponent("files/Exiv2-exiv2/test/data/IMG_3578.heic")
    for (language, words) in [("en", "libheif could not be loaded"), ("ko", "libheif을(를) 불러오지 못했습니다")] {
      let result = try CommandRunner.run(
        ["compare", "--lang", language, original.path, "Fixtures/phone-gps.jpg"],
        environment: ["LD_LIBRARY_PATH": folder.path])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.contains(words), "\(result.standardOutput.prefix(600))")
    }
  }

  @Test("a copy that is missing: the error names it, exit 1; with --json, an error document too")
  func missing() throws {
    let result = try CommandRunner.run(["compare", "Fixtures/phone-gps.jpg", "/nonexistent.jpg"])
    #expect(result.status == 1)
    #expect(result.standardError.contains("/nonexistent.jpg"))
    let json = try CommandRunner.run(["compare", "--json", "Fixtures/phone-gps.jpg", "/nonexistent.jpg"])
    #expect(json.status == 1)
    let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
    let error = try #require(document?["error"] as? [String: Any], "\(json.standardOutput)")
    #expect(error["code"] as? String == "not_found")
    #expect((document?["file"] as? [String: Any])?["path"] as? String == "/nonexistent.jpg")
  }

  /// Issue 61.5: compare printed its files' names raw.
  @Test("names holding escape sequences, BEL, CR and bidi controls reach the terminal escaped, in output and errors")
  func hostileNames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("metalens-names-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "a\u{1B}]0;title\u{07}b\u{1B}[31m\rc\u{202E}d\u{2028}.jpg"
    let hostile = folder.appendingPathComponent(name).path
    try FileManager.default.copyItem(atPath: "Fixtures/phone-gps.jpg", toPath: hostile)
    let compared = try CommandRunner.run(["compare", hostile, "Fixtures/phone-gps.jpg"])
    let missing = try CommandRunner.run(["compare", "Fixtures/phone-gps.jpg", hostile + "\u{1B}[2J"])
    #expect(compared.status == 0)
    #expect(missing.status == 1)
    for text in [compared.standardOutput, compared.standardError, missing.standardOutput, missing.standardError] {
      #expect(!text.unicodeScalars.contains { [0x1B, 0x07, 0x0D, 0x202E, 0x2028].contains($0.value) }, "\(text)")
    }
    #expect(compared.standardOutput.contains("a\\x1B]0;title\\x07b\\x1B[31m\\rc\\u{202E}d\\u{2028}.jpg"))
    #expect(missing.standardError.contains("\\x1B[2J"))
  }

  @Test("--html and --json together, or a case number without --html: a usage error, exit 2")
  func exclusiveFormats() throws {
    let both = try CommandRunner.run([
      "compare", "--html", "--json", "Fixtures/phone-gps.jpg", "Fixtures/phone-gps.jpg",
    ])
    #expect(both.status == 2)
    let caseOnly = try CommandRunner.run([
      "compare", "--case", "2026-17", "Fixtures/phone-gps.jpg", "Fixtures/phone-gps.jpg",
    ])
    #expect(caseOnly.status == 2)
    #expect(caseOnly.standardError.contains("--html"))
  }

  @Test("--html -o: one page in the file, with the case number, in the language asked for")
  func htmlPage() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(getpid()).html").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let result = try CommandRunner.run(
      [
        "compare", "--html", "--lang", "ko", "--case", "2026-17", "-o", output, "Fixtures/phone-gps.jpg",
        "Fixtures/phone-gps.jpg",
      ], environment: ["SOURCE_DATE_EPOCH": "1767323045"])
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOfFile: output, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</body></html>\n"))
    #expect(page.contains("<html lang=\"ko\"") && page.contains("사본과 원본의 비교") && page.contains("2026-17"))
  }

  /// Issue 61: a failed `compare --html -o FILE` emptied FILE. The page is
  /// written beside it and renamed over it only when whole.
  @Test("-o FILE: a failed compare leaves FILE as it was, a whole one replaces it, no temporary file stays")
  func outputReplacedOnlyWhenWhole() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("metalens-output-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("page.html").path
    try "the earlier page".write(toFile: output, atomically: false, encoding: .utf8)
    let failed = try CommandRunner.run([
      "compare", "--html", "-o", output, "Fixtures/phone-gps.jpg", "/nonexistent.jpg",
    ])
    #expect(failed.status == 1)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "the earlier page")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
    let whole = try CommandRunner.run(
      ["compare", "--html", "-o", output, "Fixtures/phone-gps.jpg", "Fixtures/phone-gps.jpg"])
    #expect(whole.status == 0, "\(whole.standardError)")
    #expect(try String(contentsOfFile: output, encoding: .utf8).hasSuffix("</body></html>\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
    // A symlink or a device is written through, never replaced.
    let throughLink = try CommandRunner.run(
      ["compare", "--json", "-o", "/dev/stdout", "Fixtures/phone-gps.jpg", "Fixtures/phone-gps.jpg"])
    #expect(throughLink.standardOutput.hasPrefix("{"))
    let link = try FileManager.default.attributesOfItem(atPath: "/dev/stdout")[.type] as? FileAttributeType
    #expect(link == .typeSymbolicLink)
  }
}
