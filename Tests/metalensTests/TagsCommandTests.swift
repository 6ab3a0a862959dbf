import Foundation
import MetaLensTestSupport
import Testing

/// `metalens tags` the way ExifTool users work (issue 17): several files,
/// group and tag filters, readable values unless -n, an error document in
/// JSON for a file that cannot be read.
@Suite("metalens tags, run as a user runs it")
struct TagsCommandTests {
  static let camera = "Fixtures/camera-original.jpg"
  static let phone = "Fixtures/phone-gps.jpg"

  @Test("several files: a header line per file, as exiftool prints, in the order given")
  func severalFiles() throws {
    let result = try CommandRunner.run(["tags", "-t", "Model", Self.camera, Self.phone])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("======== ") } == ["======== " + Self.camera, "======== " + Self.phone])
    #expect(lines.count == 4)
  }

  @Test(
    "-g and -t keep the tags asked for, in any case, repeatable",
    arguments: [
      (["-g", "exififd", "-t", "iso"], ["ExifIFD:ISO"]),
      (["-t", "IFD0:MAKE", "-t", "model"], ["IFD0:Make", "IFD0:Model"]),
      (["-g", "GPS", "-t", "GPSLatitudeRef"], ["GPS:GPSLatitudeRef"]),
    ])
  func filters(options: [String], expected: [String]) throws {
    let result = try CommandRunner.run(["tags"] + options + ["--json", Self.phone])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let tags = try #require(document["tags"] as? [[String: Any]])
    #expect(tags.map { "\($0["group"] ?? ""):\($0["name"] ?? "")" } == expected)
  }

  @Test("text values are readable by default, the raw numbers with -n; JSON stays numeric")
  func readableValues() throws {
    let readable = try CommandRunner.run(["tags", "-t", "ExposureTime", Self.camera]).standardOutput
    #expect(readable.hasSuffix(": 1/250\n"), "as exiftool prints it, not libexif's \"1/250 sec.\"")
    let numeric = try CommandRunner.run(["tags", "-n", "-t", "ExposureTime", Self.camera]).standardOutput
    #expect(numeric.hasSuffix(": 0.004\n"))
    let json = try CommandRunner.run(["tags", "--json", "-t", "ExposureTime", Self.camera]).standardOutput
    #expect(json.contains("\"value\": 0.004"))
  }

  @Test("XMP structures one tag per field as exiftool shows them; --struct keeps them whole")
  func structures() throws {
    let flat = try CommandRunner.run(["tags", "-t", "HistoryAction", "Fixtures/edited-photoshop.jpg"]).standardOutput
    #expect(flat == "[XMP-xmpMM] HistoryAction : saved\n")
    let whole = try CommandRunner.run(["tags", "--struct", "-t", "History", "Fixtures/edited-photoshop.jpg"])
    #expect(whole.standardOutput.contains("History : {Action=saved"))
  }

  @Test("--json: an error document for a file that cannot be read, the others still reported, exit status 1")
  func errorDocument() throws {
    let single = try CommandRunner.run(["tags", "--json", "/nonexistent.jpg"])
    #expect(single.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(single.standardOutput.utf8)) as? [String: Any])
    #expect((document["error"] as? [String: Any])?["code"] as? String == "not_found")
    let several = try CommandRunner.run(["tags", "--json", Self.camera, "/nonexistent.jpg"])
    #expect(several.status == 1)
    let documents = try #require(
      try JSONSerialization.jsonObject(with: Data(several.standardOutput.utf8)) as? [[String: Any]])
    #expect(documents.count == 2)
    #expect(documents[0]["tags"] != nil && documents[1]["error"] != nil)
  }
}
