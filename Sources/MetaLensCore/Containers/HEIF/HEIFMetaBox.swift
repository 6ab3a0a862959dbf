/// What a HEIF `meta` box says, as parsed by `HEIFMetaParser`.
struct HEIFMetaBox {
  var handler: String?
  var primaryItemID: UInt32?
  var items: [HEIFItem] = []
  var properties: [HEIFProperty] = []
  /// The `ipco` boxes themselves, in order, for `HEIFPropertyTags`.
  var propertyBoxes: [HEIFPropertyBox] = []
  /// The `hdlr` box's name field (the writing software, often).
  var handlerName: String?
  /// Property indexes (1-based, as `ipma` stores them) by item id.
  var associations: [UInt32: [Int]] = [:]
  var references: [HEIFItemReference] = []
  /// The `idat` payload, and its offset in the file.
  var itemData: ArraySlice<UInt8>?
  var itemDataFileOffset: Int64 = 0

  /// The properties associated with an item, in `ipma` order.
  func properties(of id: UInt32) -> [HEIFProperty] {
    (associations[id] ?? []).compactMap { index in
      index >= 1 && index <= properties.count ? properties[index - 1] : nil
    }
  }

  /// The `ipco` boxes associated with an item, in `ipma` order.
  func propertyBoxes(of id: UInt32) -> [HEIFPropertyBox] {
    (associations[id] ?? []).compactMap { index in
      index >= 1 && index <= propertyBoxes.count ? propertyBoxes[index - 1] : nil
    }
  }

  func spatialExtent(of id: UInt32) -> PixelSize? {
    for case .spatialExtent(let width, let height) in properties(of: id) {
      return PixelSize(width: Int64(width), height: Int64(height))
    }
    return nil
  }

  /// Items that refer to `id` with a reference of `type`.
  func items(referring type: String, to id: UInt32) -> [UInt32] {
    references.filter { $0.type == type && $0.to.contains(id) }.map(\.from)
  }
}
