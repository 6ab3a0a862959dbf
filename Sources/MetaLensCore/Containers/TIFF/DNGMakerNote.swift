/// Where a DNG keeps the camera's MakerNote: Adobe's converter copies it
/// into DNGPrivateData (DNG 1.7 §"DNGPrivateData"; ExifTool's DNG.pm,
/// `ProcessAdobeData` and `ProcessAdobeMakN`) behind `Adobe\0`, the block
/// tag `MakN` and its big-endian length, then the original file's byte
/// order and the note's offset in that file, then the note itself.
struct DNGMakerNote: Equatable {
  /// The original file's byte order, which the note's values are in.
  let bigEndian: Bool
  /// The note's offset in the file it was copied from.
  let originalOffset: Int
  /// Where the note starts, counted from the start of DNGPrivateData.
  let start: Int
  /// The note's length in bytes.
  let length: Int

  /// Bytes of DNGPrivateData that `init?(head:total:)` reads.
  static let headBytes = 24

  /// `head`, DNGPrivateData's first bytes (up to `headBytes`), in a value
  /// `total` bytes long; nil when it holds no `MakN` block first.
  init?(head: some Collection<UInt8>, total: Int) {
    let bytes = Array(head.prefix(Self.headBytes))
    guard bytes.count >= 20, bytes.starts(with: Array("Adobe\0MakN".utf8)) else { return nil }
    let reader = BinaryReader(bytes, bigEndian: true)
    // (Kept to what an Int holds: a 32-bit build must not trap on 0xFFFFFFFF.)
    guard let blockLength = reader.u32(10).flatMap({ Int(exactly: $0) }),
      let original = reader.u32(16).flatMap({ Int(exactly: $0) })
    else { return nil }
    switch (bytes[14], bytes[15]) {
    case (0x4D, 0x4D): bigEndian = true
    case (0x49, 0x49): bigEndian = false
    default: return nil
    }
    // Camera Raw, converting a JPEG, copies the note from 12 bytes too
    // early: `00 00 00 01` and 8 more bytes come first (ExifTool's
    // "hack for extra 12 bytes in MakN header", 2018, still so in 14.3).
    let shifted = blockLength >= 18 && bytes.count >= 24 && bytes[20..<24].elementsEqual([0, 0, 0, 1])
    let header = shifted ? 18 : 6
    // The block may not claim more than the value holds.
    guard blockLength > header, blockLength <= total - 14 else { return nil }
    originalOffset = original
    start = 14 + header
    length = blockLength - header
  }
}
