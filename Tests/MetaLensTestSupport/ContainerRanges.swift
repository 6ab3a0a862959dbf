/// Where a chunk or a tag's value lies in a fixture file, found by walking
/// the container the way its specification lays it out. Written apart from
/// metalens's readers, so that the fixture's exclusions check them.
public enum ContainerRanges {
  public typealias Range = (start: Int, length: Int)

  /// A PNG chunk of `type`, from its length field to the end of its CRC
  /// (ISO 15948, 5.3).
  public static func pngChunk(_ type: String, in file: [UInt8]) -> Range? {
    var offset = 8
    while offset + 12 <= file.count {
      let length = Int(bigEndian(file, offset, 4))
      if String(decoding: file[offset + 4..<offset + 8], as: UTF8.self) == type { return (offset, length + 12) }
      offset += length + 12
    }
    return nil
  }

  /// A top-level RIFF chunk of `type` in a WebP, header and pad byte
  /// included (RIFF: 4-byte type, little-endian size, data padded to even).
  public static func riffChunk(_ type: String, in file: [UInt8]) -> Range? {
    var offset = 12
    while offset + 8 <= file.count {
      let size =
        Int(file[offset + 4]) | Int(file[offset + 5]) << 8 | Int(file[offset + 6]) << 16
        | Int(file[offset + 7]) << 24
      let length = 8 + size + size % 2
      if String(decoding: file[offset..<offset + 4], as: UTF8.self) == type { return (offset, length) }
      offset += length
    }
    return nil
  }

  /// The out-of-line value of `tag` in IFD0 of a little-endian classic TIFF
  /// (TIFF 6.0, section 2): its offset and byte count.
  public static func tiffValue(_ tag: UInt16, in file: [UInt8]) -> Range? {
    guard let ifd = tiffChain(file).first, let entry = tiffEntry(tag, in: ifd, of: file) else { return nil }
    return (Int(littleEndian(file, entry + 8, 4)), Int(littleEndian(file, entry + 4, 4)))
  }

  /// `tag` in the last directory of a little-endian classic TIFF's IFD
  /// chain that has it: its entry's 4-byte count field, and its out-of-line
  /// value.
  public static func tiffLastEntry(_ tag: UInt16, in file: [UInt8]) -> (count: Range, value: Range)? {
    guard let entry = tiffChain(file).reversed().lazy.compactMap({ tiffEntry(tag, in: $0, of: file) }).first else {
      return nil
    }
    return ((entry + 4, 4), (Int(littleEndian(file, entry + 8, 4)), Int(littleEndian(file, entry + 4, 4))))
  }

  /// The offsets of the IFDs chained from the header (at most 64).
  static func tiffChain(_ file: [UInt8]) -> [Int] {
    guard file.count >= 8, file[0] == 0x49 else { return [] }
    var chain: [Int] = []
    var ifd = Int(littleEndian(file, 4, 4))
    while ifd != 0, ifd + 2 <= file.count, chain.count < 64, !chain.contains(ifd) {
      chain.append(ifd)
      let next = ifd + 2 + Int(littleEndian(file, ifd, 2)) * 12
      guard next + 4 <= file.count else { break }
      ifd = Int(littleEndian(file, next, 4))
    }
    return chain
  }

  /// The offset of `tag`'s 12-byte entry in the IFD at `ifd`.
  static func tiffEntry(_ tag: UInt16, in ifd: Int, of file: [UInt8]) -> Int? {
    let count = Int(littleEndian(file, ifd, 2))
    return (0..<count).map { ifd + 2 + $0 * 12 }.first {
      $0 + 12 <= file.count && littleEndian(file, $0, 2) == UInt64(tag)
    }
  }

  /// The first application extension named `identifier` (its 8-byte
  /// identifier and 3-byte authentication code) in a GIF, from its
  /// introducer to after its block terminator, and the file offset of each
  /// byte its data sub-blocks carry (GIF89a, sections 15, 18–20 and 26).
  public static func gifApplication(_ identifier: [UInt8], in file: [UInt8]) -> (range: Range, data: [Int])? {
    guard file.count >= 13 else { return nil }
    let packed = file[10]
    var offset = 13 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0)
    while offset + 2 <= file.count {
      let body: Int
      switch file[offset] {
      case 0x21: body = offset + 2
      case 0x2C where offset + 10 <= file.count:
        let local = file[offset + 9]
        body = offset + 10 + (local & 0x80 != 0 ? 3 << (Int(local & 7) + 1) : 0) + 1
      default: return nil
      }
      let named =
        file[offset] == 0x21 && file[offset + 1] == 0xFF && body + 12 <= file.count
        && Array(file[(body + 1)..<(body + 12)]) == identifier
      var data: [Int] = []
      var cursor = named ? body + 12 : body
      while cursor < file.count, file[cursor] != 0 {
        let size = Int(file[cursor])
        data += (cursor + 1)..<min(file.count, cursor + 1 + size)
        cursor += 1 + size
      }
      if named { return ((offset, cursor + 1 - offset), data) }
      offset = cursor + 1
    }
    return nil
  }

  static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
    bytes[offset..<offset + count].reduce(0) { $0 << 8 | UInt64($1) }
  }

  static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
    bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | UInt64($1) }
  }
}
