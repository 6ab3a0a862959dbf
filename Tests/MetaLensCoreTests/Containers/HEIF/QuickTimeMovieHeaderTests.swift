import Testing

@testable import MetaLensCore

/// The movie header of a HEIF image sequence, as ExifTool's QuickTime tags.
@Suite("QuickTime movie header")
struct QuickTimeMovieHeaderTests {
  static func be32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

  @Test("dates since 1904 in UTC, duration in seconds, rate, volume, matrix, times")
  func header() {
    var mvhd: [UInt8] = [0, 0, 0, 0] + Self.be32(3_682_881_027) + Self.be32(3_682_881_027)
    mvhd += Self.be32(1000) + Self.be32(4800) + Self.be32(0x0001_0000) + [1, 0] + [UInt8](repeating: 0, count: 10)
    mvhd += [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000].flatMap(Self.be32)
    mvhd += [UInt8](repeating: 0, count: 24) + Self.be32(2)
    let moov = Self.be32(UInt32(8 + mvhd.count)) + Array("mvhd".utf8) + mvhd
    let tags = Dictionary(uniqueKeysWithValues: QuickTimeMovieHeader.tags(moov: moov[...]).map { ($0.name, $0.value) })
    #expect(tags["CreateDate"] == .text("2020:09:13 22:30:27"))
    #expect(tags["Duration"] == .real(4.8))
    #expect(tags["PreferredRate"] == .real(1))
    #expect(tags["PreferredVolume"] == .real(1))
    #expect(tags["MatrixStructure"] == .text("1 0 0 0 1 0 0 0 1"))
    #expect(tags["NextTrackID"] == .integer(2))
    #expect(tags.count == 15)
    #expect(QuickTimeMovieHeader.date(secondsSince1904: 0) == nil)
  }
}
