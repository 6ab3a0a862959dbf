/// Reads the value of a TIFF entry, from the entry itself or from wherever
/// its offset points, never more than a stated number of bytes.
struct TIFFValueReader {
  let bigEndian: Bool
  let fileSize: Int64

  enum Outcome: Equatable {
    case bytes([UInt8])
    /// The type is not one TIFF defines, so the length is unknown.
    case unknownType
    /// The value is longer than the caller reads.
    case tooLarge(UInt64)
    /// The value lies (partly) beyond the end of the file.
    case beyondEnd
    /// The bytes metalens reads per file are spent.
    case budgetSpent
  }

  func read(_ entry: TIFFEntry, maxBytes: Int, from window: inout some ByteWindow) throws(MetaLensError) -> Outcome {
    guard let length = entry.byteCount else { return .unknownType }
    guard length <= UInt64(maxBytes) else { return .tooLarge(length) }
    return try read(entry, length: length, from: &window)
  }

  /// The first `length` bytes of the entry's value (inline or not, as the
  /// whole value is).
  private func read(_ entry: TIFFEntry, length: UInt64, from window: inout some ByteWindow) throws(MetaLensError)
    -> Outcome
  {
    if entry.isInline { return .bytes(Array(entry.field.prefix(Int(length)))) }
    guard let offset = entry.valueOffset(bigEndian: bigEndian), offset <= UInt64(fileSize),
      length <= UInt64(fileSize) - offset
    else { return .beyondEnd }
    guard let bytes = try window.read(at: Int64(offset), count: Int(length)) else { return .budgetSpent }
    return bytes.count == Int(length) ? .bytes(bytes) : .beyondEnd
  }

  /// The entry's values as unsigned integers (SHORT, LONG, IFD, LONG8,
  /// IFD8), at most `maxCount` of them; empty for other types or unreadable
  /// values.
  func integers(_ entry: TIFFEntry, maxCount: Int, from window: inout some ByteWindow) throws(MetaLensError) -> [UInt64]
  {
    guard let size = TIFFEntry.componentSize(entry.type), [3, 4, 13, 16, 18].contains(entry.type) else { return [] }
    let count = Int(min(entry.count, UInt64(maxCount)))
    guard case .bytes(let bytes) = try read(entry, length: UInt64(count * size), from: &window) else { return [] }
    let reader = BinaryReader(bytes, bigEndian: bigEndian)
    return (0..<count).compactMap { index in
      switch size {
      case 2: reader.u16(index * 2).map(UInt64.init)
      case 4: reader.u32(index * 4).map(UInt64.init)
      default: reader.u64(index * 8)
      }
    }
  }
}
