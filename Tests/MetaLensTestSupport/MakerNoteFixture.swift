/// A MakerNote as cameras write it: a maker's header, then a TIFF directory
/// whose value offsets count from a place inside the note (Apple's and
/// Nikon's layouts: self-contained, wherever libexif puts the note).
public struct MakerNoteFixture: Sendable {
  /// One entry: tag, TIFF field type, component count, value bytes.
  public struct Entry: Sendable {
    public let tag: UInt16
    public let type: UInt16
    public let count: UInt32
    public let bytes: [UInt8]

    public init(_ tag: UInt16, type: UInt16, count: UInt32, bytes: [UInt8]) {
      self.tag = tag
      self.type = type
      self.count = count
      self.bytes = bytes
    }

    /// A big-endian SLONG (Apple's integers).
    public static func signedLong(_ tag: UInt16, _ value: Int32) -> Entry {
      Entry(tag, type: 9, count: 1, bytes: MakerNoteFixture.bigEndian(UInt32(bitPattern: value)))
    }

    /// Big-endian SSHORTs written as SHORT, as Canon writes its binary
    /// sub-directories (CameraSettings, ShotInfo…).
    public static func shorts(_ tag: UInt16, _ values: [Int16]) -> Entry {
      Entry(
        tag, type: 3, count: UInt32(values.count),
        bytes: values.flatMap { MakerNoteFixture.bigEndian(UInt16(bitPattern: $0)) })
    }

    /// ASCII text with its NUL.
    public static func ascii(_ tag: UInt16, _ text: String) -> Entry {
      let bytes = Array(text.utf8) + [0]
      return Entry(tag, type: 2, count: UInt32(bytes.count), bytes: bytes)
    }
  }

  /// Apple's: `Apple iOS\0`, version 1, `MM`, the directory at 14, offsets
  /// from the note's start.
  public static func apple(_ entries: [Entry]) -> [UInt8] {
    let header = Array("Apple iOS\0".utf8) + [0, 1] + Array("MM".utf8)
    return header + directory(entries, at: header.count, base: 0)
  }

  /// Nikon's type 3: `Nikon\0` version 2.10, then a TIFF header of its own
  /// at 10 from which offsets count, the directory at 8 past it.
  public static func nikon(_ entries: [Entry]) -> [UInt8] {
    let header = Array("Nikon\0".utf8) + [2, 0x10, 0, 0] + Array("MM".utf8) + [0, 0x2A, 0, 0, 0, 8]
    return header + directory(entries, at: 8, base: 0)
  }

  /// Canon's: no header, the directory at the note's start. Canon counts
  /// offsets from the EXIF block's TIFF header, which the factory places;
  /// these count from the note's start instead, as in a note an editor
  /// moved, and the reader finds the values right after the directory, as
  /// ExifTool's `FixBase` does.
  public static func canon(_ entries: [Entry]) -> [UInt8] {
    directory(entries, at: 0, base: 0)
  }

  /// A big-endian directory placed `at` bytes past `base`, its values after it.
  public static func directory(_ entries: [Entry], at start: Int, base: Int) -> [UInt8] {
    var table = bigEndian(UInt16(entries.count))
    var values: [UInt8] = []
    let valuesStart = start + 2 + entries.count * 12 + 4
    for entry in entries {
      table += bigEndian(entry.tag) + bigEndian(entry.type) + bigEndian(entry.count)
      if entry.bytes.count <= 4 {
        table += entry.bytes + [UInt8](repeating: 0, count: 4 - entry.bytes.count)
      } else {
        table += bigEndian(UInt32(base + valuesStart + values.count))
        values += entry.bytes
      }
    }
    return table + [0, 0, 0, 0] + values
  }

  static func bigEndian(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
