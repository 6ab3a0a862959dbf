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
