/// A HEIF whose primary image is a `grid` (ISO/IEC 23008-12 §6.6.2.3) of
/// `rows` × `columns` tiles, each tile its own `hvc1` item whose data is the
/// one picture `heif-enc` coded (`tile`): a mosaic of that picture, each
/// tile's `iloc` extent on its own copy of the data (or all on one, with
/// `sharedData`, which metalens refuses). No thumbnail. For `metalens compare`'s tile-by-tile drawing of a
/// grid over the decode limit.
public struct HEIFGridFixture {
  /// `heif-enc`'s output for one picture, without thumbnail or metadata
  /// (its `mdat` the picture's data alone).
  public let tile: [UInt8]
  public var rows: Int
  public var columns: Int
  /// The grid's declared size; by default the tiles' whole area.
  public var width: Int?
  public var height: Int?
  /// `irot`: quarter turns anticlockwise, on the grid.
  public var rotation: Int?
  /// `imir`'s bit (0: top and bottom swapped, as libheif reads it), after
  /// `irot`.
  public var mirrorAxis: Int?
  /// The last tile declares a size other than the others'.
  public var oddLastTile = false
  /// The `dimg` reference names this many tiles instead of rows × columns.
  public var namedTiles: Int?
  /// Every tile's extent on the one copy of the data.
  public var sharedData = false

  public init(tile: [UInt8], rows: Int, columns: Int) {
    (self.tile, self.rows, self.columns) = (tile, rows, columns)
  }

  /// The tile's size, from its `ispe`.
  public var tileSize: (width: Int, height: Int)? {
    guard let ispe = Self.box("ispe", in: tile), ispe.count >= 20 else { return nil }
    func word(_ at: Int) -> Int { ispe[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(12), word(16))
  }

  public func bytes() throws -> [UInt8] {
    guard let configuration = Self.box("hvcC", in: tile), let ispe = Self.box("ispe", in: tile),
      let data = Self.mediaData(tile), let tileSize
    else { throw FixtureError.encoder("not a one-picture heif-enc file") }
    typealias B = ISOBMFFBoxes
    let gridID: UInt16 = 1
    let tileIDs: [UInt16] = (0..<rows * columns).map { UInt16(2 + $0) }
    let named: [UInt16] = Array(tileIDs.prefix(namedTiles ?? tileIDs.count))
    let width = UInt32(self.width ?? tileSize.width * columns)
    let height = UInt32(self.height ?? tileSize.height * rows)
    let description: [UInt8] = [0, 1, UInt8(rows - 1), UInt8(columns - 1)] + B.be32(width) + B.be32(height)
    var entries: [UInt8] = B.fullBox("infe", version: 2, B.be16(gridID) + B.be16(0) + Array("grid".utf8) + [0])
    // Tiles hidden (infe flag 1), as phones write them: not images of their own.
    for id in tileIDs {
      entries += B.fullBox("infe", version: 2, flags: 1, B.be16(id) + B.be16(0) + Array("hvc1".utf8) + [0])
    }
    let infos: [UInt8] = B.fullBox("iinf", B.be16(UInt16(1 + tileIDs.count)) + entries)
    var dimg: [UInt8] = B.be16(gridID) + B.be16(UInt16(named.count))
    for id in named { dimg += B.be16(id) }
    let references: [UInt8] = B.fullBox("iref", B.box("dimg", dimg))
    // ipco: 1 hvcC, 2 the tiles' ispe, 3 the grid's ispe, 4 an odd tile's
    // ispe, then irot and imir, associated with the grid in that order.
    let gridExtent: [UInt8] = B.fullBox("ispe", B.be32(width) + B.be32(height))
    let odd: [UInt8] = B.fullBox("ispe", B.be32(UInt32(tileSize.width / 2)) + B.be32(UInt32(tileSize.height)))
    let transforms: [[UInt8]] =
      (rotation.map { [B.box("irot", [UInt8($0 & 3)])] } ?? [])
      + (mirrorAxis.map { [B.box("imir", [UInt8($0 & 1)])] } ?? [])
    let properties: [UInt8] = B.box("ipco", configuration + ispe + gridExtent + odd + transforms.flatMap { $0 })
    let gridAssociations: [UInt8] = [3] + transforms.indices.map { UInt8(0x85 + $0) }
    var associated: [UInt8] = B.be32(UInt32(1 + tileIDs.count)) + B.be16(gridID) + [UInt8(gridAssociations.count)]
    associated += gridAssociations
    for id in tileIDs { associated += B.be16(id) + [2, 0x81, oddLastTile && id == tileIDs.last ? 0x04 : 0x02] }
    let associations: [UInt8] = B.fullBox("ipma", associated)
    let handler: [UInt8] = B.fullBox("hdlr", B.be32(0) + Array("pict".utf8) + [UInt8](repeating: 0, count: 12) + [0])
    func meta(dataOffset: UInt32) -> [UInt8] {
      // iloc version 1: the grid's description in idat (construction
      // method 1), every tile at the one picture's data in mdat.
      var located: [UInt8] = [0x44, 0x00] + B.be16(UInt16(1 + tileIDs.count))
      located += B.be16(gridID) + B.be16(1) + B.be16(0) + B.be16(1) + B.be32(0) + B.be32(UInt32(description.count))
      for (index, id) in tileIDs.enumerated() {
        located += B.be16(id) + B.be16(0) + B.be16(0) + B.be16(1)
        located += B.be32(dataOffset + UInt32(sharedData ? 0 : index * data.count)) + B.be32(UInt32(data.count))
      }
      var payload: [UInt8] = handler + B.fullBox("pitm", B.be16(gridID)) + infos
      payload += B.fullBox("iloc", version: 1, located) + references
      payload += B.box("iprp", properties + associations) + B.box("idat", description)
      return B.fullBox("meta", payload)
    }
    let fileType: [UInt8] = B.box("ftyp", Array("heic".utf8) + B.be32(0) + Array("mif1heic".utf8))
    let offset = fileType.count + meta(dataOffset: 0).count + 8
    let copies = sharedData ? data : Array([[UInt8]](repeating: data, count: tileIDs.count).joined())
    return fileType + meta(dataOffset: UInt32(offset)) + B.box("mdat", copies)
  }

  /// The first box of `type` in `file`, whole, found by its type and the
  /// size before it.
  static func box(_ type: String, in file: [UInt8]) -> [UInt8]? {
    let pattern = Array(type.utf8)
    guard file.count >= 8 else { return nil }
    for index in 4..<(file.count - 4) where Array(file[index..<index + 4]) == pattern {
      let size = file[index - 4..<index].reduce(0) { $0 << 8 | Int($1) }
      guard size >= 8, index - 4 + size <= file.count else { continue }
      return Array(file[index - 4..<index - 4 + size])
    }
    return nil
  }

  /// The payload of the top-level `mdat`.
  static func mediaData(_ file: [UInt8]) -> [UInt8]? {
    var offset = 0
    while offset + 8 <= file.count {
      let size = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard size >= 8, offset + size <= file.count else { return nil }
      if Array(file[offset + 4..<offset + 8]) == Array("mdat".utf8) { return Array(file[offset + 8..<offset + size]) }
      offset += size
    }
    return nil
  }
}
