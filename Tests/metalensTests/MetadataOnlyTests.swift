import Foundation
import MetaLensTestSupport
import Testing

/// `--metadata-only` reads the headers and leaves the image data alone, for
/// the triage of huge folders: no `imageData` object, no finding drawn from
/// the pixels, and a verdict from the metadata alone.
@Suite("--metadata-only")
struct MetadataOnlyTests {
  static let sample = "Fixtures/camera-original.jpg"

  static func object(_ line: some StringProtocol) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  static func flags(_ document: [String: Any]) throws -> [String] {
    let report = try #require(document["report"] as? [String: Any])
    return try #require(report["flags"] as? [[String: Any]]).compactMap { $0["id"] as? String }
  }

  @Test("the JSON has no imageData and no image-data finding; the metadata alone keeps the verdict")
  func json() throws {
    let full = try CommandRunner.run(["inspect", "--json", Self.sample])
    let headers = try CommandRunner.run(["inspect", "--json", "--metadata-only", Self.sample])
    #expect(full.status == 0 && headers.status == 0)
    let read = try Self.object(full.standardOutput)
    let skipped = try Self.object(headers.standardOutput)
    #expect(read["imageData"] != nil)
    #expect(skipped["imageData"] == nil)
    // The thumbnail is compared with the decoded image; every other finding
    // of this file comes from its metadata.
    let readFlags = try Self.flags(read)
    #expect(readFlags.contains("thumbnail-matches"))
    #expect(try Self.flags(skipped) == readFlags.filter { $0 != "thumbnail-matches" })
    let report = try #require(skipped["report"] as? [String: Any])
    #expect(report["verdict"] as? String == "likely_original")
    #expect(report["score"] as? Int == 100)
    #expect((skipped["notices"] as? [Any])?.isEmpty == true, "skipping the image data on request is not a notice")
  }

  @Test("a batch in NDJSON: no line has imageData")
  func ndjson() throws {
    let result = try CommandRunner.run(
      ["inspect", "--ndjson", "--metadata-only", Self.sample, "Fixtures/edited-photoshop.jpg"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines { #expect(try Self.object(line)["imageData"] == nil) }
  }
}
