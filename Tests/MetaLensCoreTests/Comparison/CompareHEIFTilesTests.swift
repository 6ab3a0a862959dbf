import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// A HEIF grid over the decode limit and without a thumbnail is drawn tile
/// by tile (`HEIFTiledPicture`): libheif decodes each tile as a file of its
/// own, never the grid whole. The grids are mosaics of one tile `heif-enc`
/// coded (`HEIFGridFixture`), as large as the test needs in the bytes of
/// one tile. A mosaic of 1,024 small scenes read "alike but not one
/// picture" against its copy (each scene a dozen pixels wide at the
/// compared size, sampled at other phases in each picture), and so did
/// sixteen of the synthetic scene drawn at 4096 × 3072 (a fine texture
/// repeated); sixteen of the small scene enlarged do not.
@Suite(
  "Compare: a HEIF grid over the decode limit, tile by tile",
  .enabled(if: HEIFReencoder.tool("heif-enc") != nil || Corpus.isRequired, "heif-enc is absent"))
struct CompareHEIFTilesTests {
  /// The comparison scene (512 × 384) drawn `longSide` pixels wide: its
  /// shapes keep their place in the picture, where a larger synthetic
  /// scene would be a fine texture repeated (and a mosaic of it alias).
  static func scene(longSide: Int) throws -> ImageFixture {
    try ImageFixture.decoding(try JPEGFixture(image: PictureComparerTests.picture).bytes()).resized(longSide: longSide)
  }

  /// The scene `longSide` pixels wide coded by heif-enc, no thumbnail.
  static func tile(longSide: Int = 512) throws -> [UInt8] {
    var scene = try scene(longSide: longSide)
    scene.quality = 95
    let jpeg = try TemporaryFiles.write(try JPEGFixture(image: scene).bytes(), named: "scene.jpg")
    return try HEIFReencoder.heifWithThumbnail(jpeg, thumbnail: 0, in: try TemporaryFiles.folder())
  }

  /// The scene shrunk to `cell` pixels wide and laid `count` × `count`
  /// times, saved as a JPEG at quality 85: what a messenger makes of the
  /// mosaic a grid of one tile is.
  static func mosaicCopy(count: Int, cell: Int) throws -> [UInt8] {
    let small = try scene(longSide: cell)
    let (mosaicWidth, mosaicHeight) = (small.width * count, small.height * count)
    let smallPixels = try #require(small.pixels)
    var pixels = [UInt8](repeating: 0, count: mosaicWidth * mosaicHeight * 3)
    for y in 0..<mosaicHeight {
      for x in 0..<mosaicWidth {
        let from = ((y % small.height) * small.width + x % small.width) * 3
        let to = (y * mosaicWidth + x) * 3
        pixels.replaceSubrange(to..<to + 3, with: smallPixels[from..<from + 3])
      }
    }
    var copy = ImageFixture(width: mosaicWidth, height: mosaicHeight, quality: 85)
    copy.pixels = pixels
    return try JPEGFixture(image: copy).bytes()
  }

  @Test("a grid of 4 × 4 tiles of 4096 × 3072 (16,384 × 12,288, 201 MP), no thumbnail: derived, with the notice")
  func overTheLimit() throws {
    let grid = try HEIFGridFixture(tile: try Self.tile(longSide: 4096), rows: 4, columns: 4).bytes()
    let copy = try Self.mosaicCopy(count: 4, cell: 256)
    let comparison = try PictureComparer().compare(original: grid, copy: copy)
    #expect(comparison.relation == .derived, "\(comparison.relation) \(comparison.reason ?? "")")
    #expect(
      comparison.reducedScale == [
        ReducedScale(
          path: "<original>", width: 16_384, height: 12_288, source: .heifTiles, decodedWidth: 381,
          decodedHeight: 285)
      ])
    #expect(comparison.reducedScale.first?.text(.en).contains("tile by tile") == true)
    #expect(comparison.reducedScale.first?.text(.ko).contains("타일") == true)
  }

  struct Shape: CustomTestStringConvertible, Sendable {
    var rotation: Int?
    var mirrorAxis: Int?
    /// 96: boxes of 16 that divide 1,536 × 768; 90: boxes of 18 that leave
    /// 6 and 12 pixels over, which the whole decode drops at its far edges.
    var size: Int
    var testDescription: String {
      "irot \(rotation.map(String.init) ?? "-"), imir \(mirrorAxis.map(String.init) ?? "-"), \(size) px"
    }
  }

  static let shapes: [Shape] =
    [nil, 1, 2, 3].flatMap { rotation in [96, 90].map { Shape(rotation: rotation, size: $0) } }
    + [0, 1].map { Shape(mirrorAxis: $0, size: 90) } + [Shape(rotation: 1, mirrorAxis: 0, size: 90)]

  @Test(
    "tile by tile, the picture libheif draws of the grid whole, turned and mirrored by its irot and imir",
    arguments: shapes)
  func sameAsWhole(_ shape: Shape) throws {
    var fixture = HEIFGridFixture(tile: try Self.tile(), rows: 2, columns: 3)
    (fixture.rotation, fixture.mirrorAxis) = (shape.rotation, shape.mirrorAxis)
    let bytes = try fixture.bytes()
    let whole = try HEIFPictureDecoder.grey(bytes, size: shape.size).get()
    let tiled = try #require(try HEIFTiledPicture.grey(bytes, size: shape.size)?.get())
    let (long, short) = (1536 / ((1536 + shape.size - 1) / shape.size), 768 / ((1536 + shape.size - 1) / shape.size))
    let turned = (shape.rotation ?? 0) % 2 == 1
    #expect((tiled.grey.width, tiled.grey.height) == (turned ? (short, long) : (long, short)))
    #expect(tiled.grey.pixels == whole.grey.pixels)
  }

  @Test("a grid past the tile budget, or naming too few tiles, is refused before a tile is decoded")
  func refused() throws {
    var fixture = HEIFGridFixture(tile: try Self.tile(), rows: 2, columns: 2)
    fixture.width = 60_000
    fixture.height = 60_000
    #expect(
      HEIFTiledPicture.grey(try fixture.bytes(), size: 384).map { $0.map(\.grey.width) }
        == .failure(.overLimit(width: 60_000, height: 60_000, limit: HEIFTiledPicture.maxTiledPixels)))
    // 1,600 tiles of 1,024 × 768 (1.26 gigapixels) for a picture of that size.
    fixture = HEIFGridFixture(tile: try Self.tile(longSide: 1024), rows: 40, columns: 40)
    (fixture.width, fixture.height) = (1024, 768)
    guard case .failure(.limit(let budget))? = HEIFTiledPicture.grey(try fixture.bytes(), size: 384) else {
      Issue.record("1,600 tiles of 1,024 × 768 were not refused")
      return
    }
    #expect(budget.contains("budget"))
    fixture = HEIFGridFixture(tile: try Self.tile(), rows: 2, columns: 2)
    fixture.oddLastTile = true
    guard case .failure(.decoder(let odd))? = HEIFTiledPicture.grey(try fixture.bytes(), size: 384) else {
      Issue.record("a tile of another size was not refused")
      return
    }
    #expect(odd.contains("one size"))
    fixture = HEIFGridFixture(tile: try Self.tile(), rows: 2, columns: 2)
    fixture.namedTiles = 3
    guard case .failure(.decoder(let message))? = HEIFTiledPicture.grey(try fixture.bytes(), size: 384) else {
      Issue.record("three tiles for a 2 × 2 grid were not refused")
      return
    }
    #expect(message.contains("3 tiles"))
  }

  /// Issue 61.4: libheif's whole decode of a grid within the limit took
  /// 2.83 GB on 729 tiles over one block of data.
  @Test("a grid over 16 MP within the limit is drawn tile by tile, without a notice; tiles on one data are refused")
  func largeGridTileByTile() throws {
    // 3 × 4 tiles of 1,536 × 1,152: 6,144 × 3,456, 21 megapixels.
    var fixture = HEIFGridFixture(tile: try Self.tile(longSide: 1536), rows: 3, columns: 4)
    let decoded = try HEIFPictureDecoder.grey(try fixture.bytes(), size: 384).get()
    #expect(decoded.declared.map { "\($0)" } == nil)
    #expect((decoded.grey.width, decoded.grey.height) == (384, 216))
    fixture.sharedData = true
    guard case .failure(.decoder(let message)) = HEIFPictureDecoder.grey(try fixture.bytes(), size: 384) else {
      Issue.record("tiles sharing their data were decoded")
      return
    }
    #expect(message == "the grid's tiles 2 and 3 share their coded data, which no encoder writes")
  }

  @Test("a grid wider than libheif's side limit is refused in libheif's words, whatever its pixel count")
  func widerThanLibheifAllows() throws {
    let fixture = HEIFGridFixture(tile: try Self.tile(), rows: 1, columns: 40)
    guard case .failure(.decoder(let message)) = HEIFPictureDecoder.grey(try fixture.bytes(), size: 384) else {
      Issue.record("a grid 20,480 pixels wide was not refused")
      return
    }
    #expect(!message.isEmpty)
  }
}
