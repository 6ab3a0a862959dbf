/// A TIFF file's first bytes: byte order, classic or BigTIFF, and where the
/// first directory (IFD0) is.
///
/// The TIFF-based raws change the magic number but keep the layout: Olympus
/// ORF (`IIRO`, `MMOR`, `IIRS`) and Panasonic RW2 (`IIU\0`) are read as
/// classic TIFF.
struct TIFFHeader: Sendable, Hashable {
  let bigEndian: Bool
  let isBigTIFF: Bool
  /// File offset of IFD0.
  let firstDirectory: UInt64

  /// Bytes of the header: 8 for classic TIFF, 16 for BigTIFF.
  var length: Int { isBigTIFF ? 16 : 8 }

  /// Bytes of one directory entry, of a directory's entry count, and of the
  /// offset to the next directory.
  var entrySize: Int { isBigTIFF ? 20 : 12 }
  var countSize: Int { isBigTIFF ? 8 : 2 }
  var offsetSize: Int { isBigTIFF ? 8 : 4 }

  /// The bytes of a directory of `entries` entries, nil past `Int.max`.
  func directorySize(entries: Int) -> Int? {
    let (size, overflow) = entries.multipliedReportingOverflow(by: entrySize)
    return overflow ? nil : size + countSize + offsetSize
  }

  /// "II" (little-endian) or "MM" (big-endian), as ExifTool's ExifByteOrder.
  var byteOrder: String { bigEndian ? "MM" : "II" }

  /// Classic magic numbers: TIFF 42, ORF `RO` and `RS`, RW2 0x55.
  private static let classicMagic: Set<UInt16> = [42, 0x4F52, 0x5352, 0x55]

  /// Reads the header, or nil when the bytes are not one (too short, an
  /// unknown byte order or magic, a BigTIFF with other than 8-byte offsets).
  static func parse(_ bytes: [UInt8]) -> TIFFHeader? {
    guard bytes.count >= 8 else { return nil }
    let bigEndian: Bool
    switch (bytes[0], bytes[1]) {
    case (0x49, 0x49): bigEndian = false
    case (0x4D, 0x4D): bigEndian = true
    default: return nil
    }
    let reader = BinaryReader(bytes, bigEndian: bigEndian)
    guard let magic = reader.u16(2) else { return nil }
    if classicMagic.contains(magic), let first = reader.u32(4) {
      return TIFFHeader(bigEndian: bigEndian, isBigTIFF: false, firstDirectory: UInt64(first))
    }
    guard magic == 43, reader.u16(4) == 8, reader.u16(6) == 0, let first = reader.u64(8) else { return nil }
    return TIFFHeader(bigEndian: bigEndian, isBigTIFF: true, firstDirectory: first)
  }
}
