import Foundation
import MetaLensTestSupport
import Testing

@Suite("Machine output read by scripts and viewed in terminals")
struct MachineOutputTests {
  /// A photo whose Model would clear the screen, turn the text red and
  /// retitle the window if printed raw.
  static func hostileModel() throws -> String {
    let entries: [ExifFixture.Entry] = [
      .init(.ifd0, TagID.make, .ascii("Canon")),
      .init(.ifd0, TagID.model, .ascii("X\u{1B}[2J\u{1B}[31mRED\u{1B}]0;pwned\u{07}")),
      .init(.ifd0, TagID.software, .ascii("=HYPERLINK(\"http://x\")")),
    ]
    let fixture = JPEGFixture(image: ImageFixture(width: 64, height: 48), segments: [.exif(ExifFixture(entries))])
    return try TemporaryFiles.write(try fixture.bytes(), named: "-hostile.jpg")
  }

  @Test("--csv never writes an escape sequence raw; formulas from metadata are guarded, the path is kept")
  func csvEscapes() throws {
    let path = try Self.hostileModel()
    let result = try CommandRunner.run(["inspect", "--csv", path])
    #expect(result.status == 0)
    #expect(!result.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    let rows = CSVReader.rows(result.standardOutput)
    let row = try #require(rows.last)
    #expect(row[0] == path)
    #expect(row[6] == "Canon X\\x1B[2J\\x1B[31mRED\\x1B]0;pwned\\x07")
    #expect(row[8] == "'=HYPERLINK(\"http://x\")")
  }
}
