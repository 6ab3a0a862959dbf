/// Reads one item's data where `iloc` says it is: file extents through the
/// window's budgeted reads, or a slice of `idat`. Only metadata items (Exif,
/// XMP) are read this way; image items never are.
struct HEIFItemData {
  enum Outcome {
    /// The data, and the file offset of its first byte.
    case data([UInt8], fileOffset: Int64)
    case problem(String)
  }

  let maxLength: Int

  func read(_ item: HEIFItem, meta: HEIFMetaBox, window: inout some ByteWindow) throws(MetaLensError) -> Outcome {
    guard let location = item.location, !location.extents.isEmpty else {
      return .problem("the \(item.type) item \(item.id) has no location in 'iloc'")
    }
    guard let length = location.length, length <= UInt64(maxLength) else {
      return .problem(
        "the \(item.type) item \(item.id) is larger than the \(maxLength) bytes metalens reads; it is not read")
    }
    var data: [UInt8] = []
    data.reserveCapacity(Int(length))
    var firstOffset: Int64?
    for extent in location.extents {
      let (start, overflow) = location.baseOffset.addingReportingOverflow(extent.offset)
      guard !overflow, start <= UInt64(Int64.max) else { return .problem(outside(item)) }
      switch location.constructionMethod {
      case 0:
        let count = Int(extent.length)
        guard let bytes = try window.read(at: Int64(start), count: count) else {
          return .problem("the read limit was reached before the \(item.type) item \(item.id); it is not read")
        }
        guard bytes.count == count else { return .problem(outside(item)) }
        firstOffset = firstOffset ?? Int64(start)
        data += bytes
      case 1:
        guard let idat = meta.itemData, start <= UInt64(idat.count), extent.length <= UInt64(idat.count) - start else {
          return .problem(outside(item))
        }
        let from = idat.startIndex + Int(start)
        firstOffset = firstOffset ?? meta.itemDataFileOffset + Int64(start)
        data += idat[from..<from + Int(extent.length)]
      default:
        return .problem(
          "the \(item.type) item \(item.id) is built from other items "
            + "(iloc construction method \(location.constructionMethod)); it is not read")
      }
    }
    return .data(data, fileOffset: firstOffset ?? 0)
  }

  private func outside(_ item: HEIFItem) -> String {
    "truncated: the \(item.type) item \(item.id) lies outside the file"
  }
}
