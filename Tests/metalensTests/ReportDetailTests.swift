import Foundation
import MetaLensTestSupport
import Testing

@Suite("Report details a reader notices: the map link, sizes, positions, errors")
struct ReportDetailTests {
  static let mapLine = "Map https://www.openstreetmap.org/?mlat=-22.953428&mlon=-43.215772#map=16/-22.953428/-43.215772"

  @Test("the map link is whole on a line of its own, at any width, so it can be clicked", arguments: [40, 80, 120])
  func mapLink(columns: Int) throws {
    let result = try CommandRunner.run(["Fixtures/phone-gps.jpg"], environment: ["COLUMNS": String(columns)])
    #expect(result.standardOutput.split(separator: "\n").contains { $0 == Self.mapLine })
  }

  @Test("a tiny image shows its size without '(0 MP)'")
  func tinyImage() throws {
    let fixture = JPEGFixture(image: ImageFixture(width: 16, height: 16), segments: [])
    let path = try TemporaryFiles.write(try fixture.bytes(), named: "icon.jpg")
    let result = try CommandRunner.run(["--ascii", path], environment: ["COLUMNS": "100"])
    #expect(result.standardOutput.contains("| Dimensions  16 x 16 "))
    #expect(!result.standardOutput.contains("MP)"))
  }

  @Test("the card and the flag give a position with the same precision")
  func positionPrecision() throws {
    let entries: [ExifFixture.Entry] = [
      .init(.ifd0, TagID.make, .ascii("Apple")),
      .init(.gps, TagID.gpsLatitudeRef, .ascii("N")),
      .init(.gps, TagID.gpsLatitude, .rational([(37, 1), (46, 1), (2988, 100)])),
      .init(.gps, TagID.gpsLongitudeRef, .ascii("W")),
      .init(.gps, TagID.gpsLongitude, .rational([(122, 1), (25, 1), (987, 100)])),
    ]
    let fixture = JPEGFixture(image: ImageFixture(width: 64, height: 48), segments: [.exif(ExifFixture(entries))])
    let path = try TemporaryFiles.write(try fixture.bytes(), named: "sf.jpg")
    let result = try CommandRunner.run([path], environment: ["COLUMNS": "100"])
    #expect(result.standardOutput.contains("Location    37.774967, -122.419408"))
    #expect(result.standardOutput.contains("GPS position 37.774967, -122.419408."))
  }

  @Test("an error in a table on a terminal is shown once, with its hint")
  func errorOnce() throws {
    let result = try TerminalBehaviourTests.runInTerminal(
      ["--color", "never", "Fixtures/stripped.jpg", "/nonexistent.jpg"], environment: ["COLUMNS": "100"])
    #expect(result.status == 1)
    #expect(result.standardOutput.components(separatedBy: "no such file").count == 2)
    #expect(result.standardOutput.contains("metalens: /nonexistent.jpg: no such file (check the path"))
    #expect(result.standardOutput.contains("1 could not be read"))
  }

  @Test("--json: an object for exactly one file path, an array for a folder or several paths, whatever they hold")
  func jsonShape() throws {
    let folder = try TemporaryFiles.folder()
    try Data(try SampleFixtures.stripped.bytes()).write(to: folder.appendingPathComponent("only.jpg"))
    let one = try CommandRunner.run(["--json", "Fixtures/stripped.jpg"])
    #expect(try JSONSerialization.jsonObject(with: Data(one.standardOutput.utf8)) is [String: Any])
    let folderOfOne = try CommandRunner.run(["--json", folder.path])
    #expect((try JSONSerialization.jsonObject(with: Data(folderOfOne.standardOutput.utf8)) as? [Any])?.count == 1)
    let missing = try CommandRunner.run(["--json", "Fixtures/stripped.jpg", "/nonexistent.jpg"])
    #expect((try JSONSerialization.jsonObject(with: Data(missing.standardOutput.utf8)) as? [Any])?.count == 2)
  }

  @Test("--json-lines is --ndjson")
  func jsonLines() throws {
    let lines = try CommandRunner.run(["--json-lines", "Fixtures"])
    let ndjson = try CommandRunner.run(["--ndjson", "Fixtures"])
    #expect(lines.status == 0 && lines.standardOutput == ndjson.standardOutput)
  }
}
