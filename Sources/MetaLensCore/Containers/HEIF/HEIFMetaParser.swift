/// Parses a HEIF `meta` box held in memory (a few KiB to a few hundred):
/// handler, primary item, item infos and locations, properties and their
/// associations, references and `idat`. Everything is bounded: box
/// count by `ISOBMFFChildren`, nesting by the code, items by
/// `ReadLimits.maxHEIFItems`.
struct HEIFMetaParser {
  var walker = ISOBMFFChildren()
  var notices: [ReadingNotice] = []
  private var itemLimitReported = false

  /// `payload` is the meta box's payload (a FullBox: version and flags
  /// first), indexed so that `payload.startIndex` is `fileOffset` in the file.
  mutating func parse(_ payload: ArraySlice<UInt8>, fileOffset: Int64) -> HEIFMetaBox {
    var meta = HEIFMetaBox()
    let base = fileOffset - Int64(payload.startIndex)
    var locations: ArraySlice<UInt8>?
    for child in walker.children(of: payload.dropFirst(4), parent: "meta") {
      var cursor = ByteCursor(child.payload)
      switch child.header.type {
      case "hdlr":
        _ = cursor.u32()
        _ = cursor.u32()
        meta.handler = cursor.fourCC()
        if cursor.u32() != nil, cursor.u32() != nil, cursor.u32() != nil { meta.handlerName = cursor.cString() }
      case "pitm":
        let version = cursor.fullBoxVersion()
        meta.primaryItemID = cursor.u32(short: version == 0)
      case "iinf":
        meta.items = itemInfos(child.payload)
      case "iloc" where locations == nil:
        locations = child.payload  // read after `iinf`, which may come later
      case "iprp":
        properties(child.payload, into: &meta)
      case "iref":
        meta.references = references(child.payload)
      case "idat" where meta.itemData == nil:
        meta.itemData = child.payload
        meta.itemDataFileOffset = base + Int64(child.payload.startIndex)
      default:
        break
      }
    }
    if let locations { locate(locations, in: &meta) }
    notices += walker.notices
    return meta
  }

  private mutating func itemInfos(_ payload: ArraySlice<UInt8>) -> [HEIFItem] {
    var cursor = ByteCursor(payload)
    guard let version = cursor.fullBoxVersion(), cursor.u32(short: version == 0) != nil else { return [] }
    var items: [HEIFItem] = []
    for entry in walker.children(of: payload.dropFirst(cursor.position), parent: "iinf")
    where entry.header.type == "infe" {
      guard withinItemLimit(items.count) else { break }
      var infe = ByteCursor(entry.payload)
      guard let infeVersion = infe.fullBoxVersion(), infeVersion >= 2,
        let id = infe.u32(short: infeVersion == 2), infe.u16() != nil,
        let type = infe.fourCC()
      else { continue }
      _ = infe.cString()  // the item's name, which the report does not use
      let contentType = type == "mime" ? infe.cString() : nil
      items.append(HEIFItem(id: id, type: type, contentType: contentType))
    }
    return items
  }

  private mutating func locate(_ payload: ArraySlice<UInt8>, in meta: inout HEIFMetaBox) {
    var cursor = ByteCursor(payload)
    guard let version = cursor.fullBoxVersion(), version <= 2,
      let sizes = cursor.u8(), let sizes2 = cursor.u8(),
      let count = cursor.u32(short: version < 2)
    else { return }
    let offsetSize = Int(sizes >> 4)
    let lengthSize = Int(sizes & 0xF)
    let baseSize = Int(sizes2 >> 4)
    let indexSize = version == 0 ? 0 : Int(sizes2 & 0xF)
    // The first item with an ID takes its first location.
    let positions = Dictionary(
      meta.items.indices.map { (meta.items[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    for index in 0..<Int(count) {
      guard withinItemLimit(index) else { break }
      guard let id = cursor.u32(short: version < 2) else { break }
      var method = 0
      if version > 0 {
        guard let value = cursor.u16() else { break }
        method = Int(value & 0xF)
      }
      guard cursor.u16() != nil, let baseOffset = cursor.unsigned(size: baseSize),
        let extentCount = cursor.u16()
      else { break }
      var extents: [HEIFItemLocation.Extent] = []
      // With every field size 0 an extent takes no bytes: one is enough.
      let stored = offsetSize + lengthSize + indexSize == 0 ? min(1, Int(extentCount)) : Int(extentCount)
      for _ in 0..<stored {
        guard cursor.unsigned(size: indexSize) != nil, let offset = cursor.unsigned(size: offsetSize),
          let length = cursor.unsigned(size: lengthSize)
        else { return }
        extents.append(.init(offset: offset, length: length))
      }
      if let position = positions[id], meta.items[position].location == nil {
        meta.items[position].location = HEIFItemLocation(
          constructionMethod: method, baseOffset: baseOffset, extents: extents)
      }
    }
  }

  private mutating func properties(_ payload: ArraySlice<UInt8>, into meta: inout HEIFMetaBox) {
    for child in walker.children(of: payload, parent: "iprp") {
      switch child.header.type {
      case "ipco":
        let boxes = walker.children(of: child.payload, parent: "ipco")
        meta.properties = boxes.map(Self.property)
        meta.propertyBoxes = boxes.map { HEIFPropertyBox(type: $0.header.type, payload: $0.payload) }
      case "ipma":
        associate(child.payload, into: &meta)
      default:
        break
      }
    }
  }

  static func property(_ box: ISOBMFFChildren.Child) -> HEIFProperty {
    var cursor = ByteCursor(box.payload)
    switch box.header.type {
    case "ispe":
      if cursor.u32() != nil, let width = cursor.u32(), let height = cursor.u32() {
        return .spatialExtent(width: width, height: height)
      }
    case "auxC":
      if cursor.u32() != nil, let urn = cursor.cString() { return .auxiliaryType(urn) }
    case "colr":
      if let kind = cursor.fourCC(), kind == "prof" || kind == "rICC" { return .iccProfile(cursor.rest()) }
    default:
      break
    }
    return .other(box.header.type)
  }

  private mutating func associate(_ payload: ArraySlice<UInt8>, into meta: inout HEIFMetaBox) {
    var cursor = ByteCursor(payload)
    guard let versionAndFlags = cursor.u32(), let count = cursor.u32() else { return }
    let version = versionAndFlags >> 24
    let wideIndex = versionAndFlags & 1 == 1
    for index in 0..<Int(count) {
      guard withinItemLimit(index) else { break }
      guard let id = cursor.u32(short: version < 1), let associations = cursor.u8()
      else { break }
      var indexes: [Int] = []
      for _ in 0..<Int(associations) {
        if wideIndex {
          guard let value = cursor.u16() else { break }
          indexes.append(Int(value & 0x7FFF))
        } else {
          guard let value = cursor.u8() else { break }
          indexes.append(Int(value & 0x7F))
        }
      }
      if meta.associations[id] == nil { meta.associations[id] = indexes }
    }
  }

  private mutating func references(_ payload: ArraySlice<UInt8>) -> [HEIFItemReference] {
    var cursor = ByteCursor(payload)
    guard let version = cursor.fullBoxVersion() else { return [] }
    var references: [HEIFItemReference] = []
    for child in walker.children(of: payload.dropFirst(4), parent: "iref") {
      guard withinItemLimit(references.count) else { break }
      var entry = ByteCursor(child.payload)
      func id() -> UInt32? { entry.u32(short: version == 0) }
      guard let from = id(), let count = entry.u16() else { continue }
      var to: [UInt32] = []
      for _ in 0..<Int(count) {
        guard let target = id() else { break }
        to.append(target)
      }
      references.append(HEIFItemReference(type: child.header.type, from: from, to: to))
    }
    return references
  }

  /// False, with one warning, once `count` items have been read.
  private mutating func withinItemLimit(_ count: Int) -> Bool {
    guard count >= ReadLimits.maxHEIFItems else { return true }
    if !itemLimitReported {
      itemLimitReported = true
      notices.append(
        ReadingNotice(HEIFNotice.itemLimit))
    }
    return false
  }
}
