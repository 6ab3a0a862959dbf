/// Builds TIFF files (classic or BigTIFF, either byte order) from stated
/// directories, so each test says exactly which entries it needs. Image data
/// can be placed before IFD0, as scanners and cameras do; the chain can be
/// made to loop, or IFD0's offset set past the end.
public struct TIFFFixture: Sendable {
  public struct Entry: Sendable {
    public var tag: UInt16
    public var type: UInt16
    public var count: UInt64
    /// The value's bytes in the file's byte order (filled in by `bytes()`).
    var value: @Sendable (Bool) -> [UInt8]

    public static func short(_ tag: UInt16, _ values: UInt16...) -> Entry {
      Entry(tag: tag, type: 3, count: UInt64(values.count)) { big in
        values.flatMap { TIFFFixture.integer(UInt64($0), 2, big) }
      }
    }
    public static func long(_ tag: UInt16, _ values: UInt32...) -> Entry {
      Entry(tag: tag, type: 4, count: UInt64(values.count)) { big in
        values.flatMap { TIFFFixture.integer(UInt64($0), 4, big) }
      }
    }
    public static func ascii(_ tag: UInt16, _ text: String) -> Entry {
      let bytes = Array(text.utf8) + [0]
      return Entry(tag: tag, type: 2, count: UInt64(bytes.count)) { _ in bytes }
    }
    public static func bytes(_ tag: UInt16, _ bytes: [UInt8], type: UInt16 = 7) -> Entry {
      Entry(tag: tag, type: type, count: UInt64(bytes.count)) { _ in bytes }
    }
    public static func rational(_ tag: UInt16, _ numerator: UInt32, _ denominator: UInt32) -> Entry {
      Entry(tag: tag, type: 5, count: 1) { big in
        TIFFFixture.integer(UInt64(numerator), 4, big) + TIFFFixture.integer(UInt64(denominator), 4, big)
      }
    }
  }

  public struct Directory: Sendable {
    public var entries: [Entry]
    /// Directories this one points to, by pointer tag (34665 EXIF, 34853 GPS, 40965 Interop, 330 SubIFDs).
    public var children: [(tag: UInt16, directory: Directory)]

    public init(_ entries: [Entry], children: [(tag: UInt16, directory: Directory)] = []) {
      self.entries = entries
      self.children = children
    }
  }

  public var chain: [Directory]
  public var bigEndian = false
  public var bigTIFF = false
  /// Bytes of (fake) image data between the header and IFD0.
  public var imageDataBefore = 0
  /// The last directory of the chain points back to IFD0.
  public var loops = false
  /// IFD0's offset as written in the header, instead of the real one.
  public var firstOffsetOverride: UInt64?

  public init(_ chain: [Directory], bigEndian: Bool = false, bigTIFF: Bool = false) {
    self.chain = chain
    self.bigEndian = bigEndian
    self.bigTIFF = bigTIFF
  }

  public static func integer(_ value: UInt64, _ size: Int, _ bigEndian: Bool) -> [UInt8] {
    let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    return bigEndian ? little.reversed() : little
  }

  private var fieldSize: Int { bigTIFF ? 8 : 4 }
  private var entrySize: Int { bigTIFF ? 20 : 12 }
  private var countSize: Int { bigTIFF ? 8 : 2 }

  private func pointerCount(_ directory: Directory) -> Int {
    Set(directory.children.map(\.tag)).count
  }

  /// Bytes of the table and its out-of-line values.
  private func ownSize(_ directory: Directory) -> Int {
    let entries = directory.entries.count + pointerCount(directory)
    let values = directory.entries.map { $0.value(bigEndian).count }.filter { $0 > fieldSize }.map { $0 + $0 % 2 }
    let subIFDs = directory.children.filter { $0.tag == 330 }.count
    return countSize + entries * entrySize + fieldSize + values.reduce(0, +) + (subIFDs > 1 ? subIFDs * 4 + 4 : 0)
  }

  private func subtreeSize(_ directory: Directory) -> Int {
    ownSize(directory) + directory.children.map { subtreeSize($0.directory) }.reduce(0, +)
  }

  public func bytes() -> [UInt8] {
    var out: [UInt8] = bigEndian ? Array("MM".utf8) : Array("II".utf8)
    let headerSize = bigTIFF ? 16 : 8
    let first = headerSize + imageDataBefore
    out += Self.integer(bigTIFF ? 43 : 42, 2, bigEndian)
    if bigTIFF { out += Self.integer(8, 2, bigEndian) + [0, 0] }
    out += Self.integer(firstOffsetOverride ?? UInt64(first), bigTIFF ? 8 : 4, bigEndian)
    out += (0..<imageDataBefore).map { UInt8(truncatingIfNeeded: $0 * 7) }
    var offset = first
    for (index, directory) in chain.enumerated() {
      let end = offset + subtreeSize(directory)
      let next = index + 1 < chain.count ? UInt64(end) : (loops ? UInt64(first) : 0)
      out += write(directory, at: offset, next: next)
      offset = end
    }
    return out
  }

  /// The directory's table, values and children, laid out from `offset`.
  private func write(_ directory: Directory, at offset: Int, next: UInt64) -> [UInt8] {
    var childOffset = offset + ownSize(directory)
    var childBytes: [UInt8] = []
    var pointers: [UInt16: [UInt64]] = [:]
    for child in directory.children {
      pointers[child.tag, default: []].append(UInt64(childOffset))
      let bytes = write(child.directory, at: childOffset, next: 0)
      childBytes += bytes
      childOffset += bytes.count
    }
    var entries = directory.entries
    for (tag, offsets) in pointers {
      let values = offsets
      entries.append(
        Entry(tag: tag, type: 4, count: UInt64(values.count)) { big in
          values.flatMap { TIFFFixture.integer($0, 4, big) }
        })
    }
    entries.sort { $0.tag < $1.tag }
    var table = Self.integer(UInt64(entries.count), countSize, bigEndian)
    var values: [UInt8] = []
    let valuesStart = offset + countSize + entries.count * entrySize + fieldSize
    for entry in entries {
      table += Self.integer(UInt64(entry.tag), 2, bigEndian) + Self.integer(UInt64(entry.type), 2, bigEndian)
      table += Self.integer(entry.count, bigTIFF ? 8 : 4, bigEndian)
      let value = entry.value(bigEndian)
      if value.count <= fieldSize {
        table += value + [UInt8](repeating: 0, count: fieldSize - value.count)
      } else {
        table += Self.integer(UInt64(valuesStart + values.count), fieldSize, bigEndian)
        values += value + (value.count % 2 == 1 ? [0] : [])
      }
    }
    table += Self.integer(next, fieldSize, bigEndian)
    let own = table + values
    let padding = [UInt8](repeating: 0, count: max(0, ownSize(directory) - own.count))
    return own + padding + childBytes
  }
}
