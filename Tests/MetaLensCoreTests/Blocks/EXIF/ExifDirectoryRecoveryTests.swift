import Testing

@testable import MetaLensCore

/// Entries libexif drops are read with the TIFF walk, with a notice; nothing
/// is added when libexif read everything.
@Suite("EXIF directories libexif cuts short")
struct ExifDirectoryRecoveryTests {
  typealias Entry = (tag: UInt16, type: UInt16, count: UInt32, value: [UInt8])

  /// A little-endian TIFF block: IFD0 with Make and the ExifIFD pointer, then
  /// ExifIFD with `exif` (values of at most 4 bytes, stored inline).
  static func block(exif: [Entry]) -> [UInt8] {
    func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    func directory(_ entries: [Entry]) -> [UInt8] {
      var bytes = le16(UInt16(entries.count))
      for entry in entries {
        let padding = [UInt8](repeating: 0, count: 4 - entry.value.count)
        bytes += le16(entry.tag) + le16(entry.type)
        bytes += le32(entry.count) + entry.value + padding
      }
      return bytes + le32(0)
    }
    let exifOffset = UInt32(8 + 2 + 12 * 2 + 4)
    let ifd0 = directory([(0x010F, 2, 4, Array("ACME".utf8)), (0x8769, 4, 1, le32(exifOffset))])
    return Array("II*\0".utf8) + le32(8) + ifd0 + directory(exif)
  }

  static func read(_ block: [UInt8]) -> ExifReader.Result {
    ExifReader().read(tiff: block[...], fileOffset: 0, thumbnailSize: { _ in nil })
  }

  @Test("a pointer past the block inside ExifIFD no longer hides the entries after it")
  func recovered() {
    let result = Self.read(
      Self.block(exif: [
        (0x8827, 3, 1, [100, 0]), (0xA005, 4, 1, [0xFF, 0xFF, 0, 0]), (0x8830, 3, 1, [2, 0]),
        (0x9000, 7, 4, Array("0231".utf8)),
      ]))
    let tags = TagList(result.tags)
    #expect(tags.value("ExifIFD", "ISO") == .integer(100))
    #expect(tags.value("ExifIFD", "SensitivityType") == .integer(2))
    #expect(tags.value("ExifIFD", "ExifVersion") == .text("0231"))
    #expect(result.notices.map(\.code) == [.exifDirectoryRecovered])
  }

  @Test("nothing is added when libexif read every entry; a zero-count entry is an empty string")
  func complete() {
    let result = Self.read(Self.block(exif: [(0x8827, 3, 1, [100, 0]), (0x92D6, 7, 0, [])]))
    #expect(result.notices.isEmpty)
    #expect(TagList(result.tags).value("ExifIFD", "ISO") == .integer(100))
    #expect(TagList(result.tags).value("ExifIFD", "Exif_0x92d6") == .text(""))
  }
}
