/// One entry of a TIFF directory as stored, before its value is read.
struct TIFFEntry: Sendable, Hashable {
  let tag: UInt16
  /// TIFF field type (1 BYTE … 12 DOUBLE, 13 IFD, 16 LONG8, 17 SLONG8, 18 IFD8).
  let type: UInt16
  let count: UInt64
  /// The entry's value field as stored (4 bytes, 8 in BigTIFF): the value
  /// itself when it fits, else the value's file offset.
  let field: [UInt8]

  /// Bytes of one component of `type`, or nil for a type TIFF does not define.
  static func componentSize(_ type: UInt16) -> Int? {
    switch type {
    case 1, 2, 6, 7: 1
    case 3, 8: 2
    case 4, 9, 11, 13: 4
    case 5, 10, 12, 16, 17, 18: 8
    default: nil
    }
  }

  /// Bytes of the whole value, or nil for an unknown type or an overflowing count.
  var byteCount: UInt64? {
    guard let size = Self.componentSize(type) else { return nil }
    let (total, overflow) = count.multipliedReportingOverflow(by: UInt64(size))
    return overflow ? nil : total
  }

  /// Whether the value sits in the entry itself rather than at an offset.
  var isInline: Bool { byteCount.map { $0 <= UInt64(field.count) } ?? false }

  /// Where the value is, when it is not inline.
  func valueOffset(bigEndian: Bool) -> UInt64? {
    let reader = BinaryReader(field, bigEndian: bigEndian)
    return field.count == 8 ? reader.u64(0) : reader.u32(0).map(UInt64.init)
  }
}
