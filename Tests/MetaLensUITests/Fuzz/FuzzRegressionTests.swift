import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

@testable import MetaLensFuzzing

/// Every input a fuzz target ever broke metalens with, replayed through the
/// same checks, plus the whole corpus (malformed sources included).
///
/// A saved input is `FuzzRegressions/<target>-<what it broke>`, where
/// `<target>` names the `FuzzTarget` that wraps it (`file`, `exif`, `xmp`…).
@Suite("Fuzz regressions and the corpus through every output")
struct FuzzRegressionTests {
  static let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/MetaLensUITests/FuzzRegressions")

  static var savedInputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test("each saved input now keeps every promise", arguments: savedInputs)
  func savedInput(name: String) throws {
    let target = try #require(FuzzTarget(rawValue: String(name.prefix { $0 != "-" })), "unknown target in \(name)")
    let data = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
    #expect(target.problems(data) == [])
  }

  @Test(
    "each segment target wraps its bytes in a JPEG that reads",
    arguments: FuzzTarget.allCases.filter { ![.file, .header, .compare].contains($0) })
  func envelope(target: FuzzTarget) throws {
    let metadata = try PhotoMetadataService().read(bytes: target.input(Array("seed".utf8)))
    #expect(metadata.file.format == .jpeg)
    let identifiers = metadata.jpeg?.segments.compactMap(\.identifier) ?? []
    let expected = [
      "exif": "Exif", "xmp": "http://ns.adobe.com/xap/1.0/", "photoshop": "Photoshop 3.0", "icc": "ICC_PROFILE",
      "c2pa": "JP",
    ]
    #expect(identifiers.first == expected[target.rawValue])
  }

  @Test("the header target puts its bytes between SOI and a scan: a real header reads whole")
  func headerEnvelope() throws {
    let image = try JPEGFixture(image: ImageFixture(quality: 75), segments: [.jfif]).bytes()
    var sos = 2
    while sos + 4 <= image.count, image[sos + 1] != 0xDA { sos += 2 + (Int(image[sos + 2]) << 8 | Int(image[sos + 3])) }
    let metadata = try PhotoMetadataService().read(bytes: FuzzTarget.header.input(Array(image[2..<sos])))
    #expect(metadata.jpeg?.segments.compactMap(\.identifier).first == "JFIF")
    #expect(metadata.jpeg?.quantizationTables.first?.estimatedQuality == 75)
  }

  @Test("the checks catch what they look for")
  func checksCanFail() {
    #expect(!OutputRules.terminalText("red \u{1B}[31m", width: nil, "text").isEmpty)
    #expect(!OutputRules.terminalText("right-to-left \u{202E}", width: nil, "text").isEmpty)
    #expect(!OutputRules.terminalText(String(repeating: "x", count: 41), width: 40, "text").isEmpty)
    #expect(!OutputRules.json("{\"a\": }", "json").isEmpty)
    #expect(!OutputRules.csv("a,b").isEmpty)
    #expect(OutputRules.terminalText("fine\nlines", width: 40, "text").isEmpty)
  }

  @Test("every corpus file, damaged or not, keeps every promise")
  func corpus() throws {
    try #require(Corpus.isAvailable || !Corpus.isRequired, "the corpus is missing and CI requires it")
    let entries = try Corpus.entries()
    var failures: [String] = []
    for entry in entries {
      let data = (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: Corpus.filePath(entry))))) ?? []
      let problems = PipelineCheck.run(data, path: entry.path)
      if !problems.isEmpty { failures.append("\(entry.path): \(problems.joined(separator: "; "))") }
    }
    #expect(failures == [])
    if !Corpus.isAvailable { print("corpus not found: skipped (set METALENS_CORPUS)") }
  }
}
