extension HEIFStructure {
  /// The `hdlr` name is free text from the file: kept to a length that
  /// names a library (`libheif (1.9.1) / Rav1e encoder` is 32 characters).
  static let maxHandlerNameLength = 80

  /// Fills in how the picture was encoded, from the `meta` box alone: the
  /// primary item's type, its grid (ISO/IEC 23008-12 §6.6.2.3: tiles named by
  /// the `dimg` reference), the codec configuration of the primary item or of
  /// its first tile, the `hdlr` name and whether a `tmap` item exists. No
  /// coded data is read.
  mutating func describeCoding(_ meta: HEIFMetaBox, primary: UInt32) {
    primaryItemType = meta.items.first { $0.id == primary }?.type
    handlerName = meta.handlerName.map { String($0.prefix(Self.maxHandlerNameLength)) }
    hasToneMapItem = meta.items.contains { $0.type == "tmap" }
    var coded = primary
    if primaryItemType == "grid" {
      let tiles = meta.references.first { $0.type == "dimg" && $0.from == primary }?.to ?? []
      grid = HEIFGrid(tileCount: tiles.count, tileSize: tiles.first.flatMap(meta.spatialExtent(of:)))
      if let first = tiles.first { coded = first }
    }
    codecLevel =
      meta.propertyBoxes(of: coded).lazy.compactMap {
        HEIFCodecLevel(box: $0.type, payload: $0.payload)
      }.first
  }
}
