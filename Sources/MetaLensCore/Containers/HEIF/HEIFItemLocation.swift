/// Where an item's data lies, from `iloc`: extents in the file (construction
/// method 0) or in the `idat` box (method 1). Item-offset construction
/// (method 2) is not followed.
struct HEIFItemLocation {
  struct Extent {
    let offset: UInt64
    let length: UInt64
  }

  let constructionMethod: Int
  let baseOffset: UInt64
  let extents: [Extent]

  /// Where an item's data begins: two items that begin at one place share
  /// their data.
  struct Start: Hashable {
    let constructionMethod: Int
    let offset: UInt64
  }

  /// The first extent's place, or nil without extents or on overflow.
  var start: Start? {
    guard let first = extents.first else { return nil }
    let (offset, overflow) = baseOffset.addingReportingOverflow(first.offset)
    return overflow ? nil : Start(constructionMethod: constructionMethod, offset: offset)
  }

  /// The total length, or nil when it overflows.
  var length: UInt64? {
    var total: UInt64 = 0
    for extent in extents {
      let (sum, overflow) = total.addingReportingOverflow(extent.length)
      if overflow { return nil }
      total = sum
    }
    return total
  }
}
