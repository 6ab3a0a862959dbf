import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The foreign-grid search on pastes whose answer is known: a piece of one
/// corpus original (saved at 75) laid into another at a chosen offset from
/// its grid, saved again at 92.
@Suite("Foreign block grid", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct ForeignGridFinderTests {
  static let host = "drewnoakes-metadata-extractor-images/jpg/Canon PowerShot A80.jpg"
  static let donor = "drewnoakes-metadata-extractor-images/jpg/Canon PowerShot S230.jpg"

  static func picture(_ path: String) throws -> ImageFixture {
    let location = try #require(Corpus.location)
    return try ImageFixture.decoding(Array(try Data(contentsOf: location.appendingPathComponent("files/" + path))))
  }

  /// The host with the donor's piece laid so that the donor's block edges
  /// fall before column `offset.0` and row `offset.1` of the host's blocks,
  /// and the piece's box in tenths of a percent.
  static func pasted(offset: (Int, Int)) throws -> ([UInt8], (Int, Int, Int, Int)) {
    var picture = try Self.picture(host)
    var donor = try Self.picture(donor)
    donor.quality = 75
    donor = try ImageFixture.decoding(try donor.encoded())
    // The donor's edges lie at its x ≡ 0 (mod 8); laid from `from` to `to`,
    // they fall at the host's x ≡ to - from.
    let to = (x: picture.width / 8 / 8 * 8, y: picture.height / 2 / 8 * 8)
    let from = (x: 96 + (8 - offset.0) % 8, y: 64 + (8 - offset.1) % 8)
    let size = (width: min(picture.width / 3, donor.width - 112), height: min(picture.height / 3, donor.height - 80))
    picture = try picture.pasting(donor, from: from, to: to, size: size)
    picture.quality = 92
    let (w, h) = (picture.width, picture.height)
    return (try picture.encoded(), (to.x * 1000 / w, to.y * 1000 / h, size.width * 1000 / w, size.height * 1000 / h))
  }

  static func region(_ bytes: [UInt8]) -> ForeignGridRegion? {
    CoefficientReader().read(bytes: bytes).0.flatMap { ForeignGridFinder(scores: $0.shifts).find() }
  }

  @Test(
    "the pasted piece is found, with the column and row its grid lies at",
    arguments: [(3, 5), (5, 3), (2, 7), (6, 2), (4, 0), (0, 6)])
  func offsets(column: Int, row: Int) throws {
    let (bytes, truth) = try Self.pasted(offset: (column, row))
    let region = try #require(Self.region(bytes))
    #expect(region.column == column)
    #expect(region.row == row)
    let box = CompressionRegion(
      x: region.x, y: region.y, width: region.width, height: region.height, permille: 0, strength: 0)
    #expect(PastedRegionTests.overlap(box, truth) * 3 >= 1, "\(region) off \(truth)")
  }

  @Test("no region where the piece was laid on the grid")
  func onGrid() throws {
    #expect(Self.region(try Self.pasted(offset: (0, 0)).0) == nil)
  }

  /// The eight shifts a pixel off the picture's own grid are where its own
  /// grid shows in smooth areas (`ForeignGridFinder.isJudged`): a piece
  /// laid there is a documented blind spot, and stays one.
  @Test("a piece a pixel off the grid is not judged", arguments: [(1, 7), (7, 0), (1, 1)])
  func besideTheGrid(column: Int, row: Int) throws {
    #expect(!ForeignGridFinder.isJudged(row * 8 + column))
    #expect(Self.region(try Self.pasted(offset: (column, row)).0) == nil)
  }

  /// A JPEG cropped off its grid after a save keeps that save's grid over
  /// the whole picture: the finding says cropped, not pasted.
  @Test("a picture cropped 3 pixels across and 5 down after a save at 75 is worded as cropped")
  func croppedThroughout() throws {
    var picture = try Self.picture(Self.host)
    picture.quality = 75
    picture = try ImageFixture.decoding(try picture.encoded())
    picture = picture.cropped(x: 3, y: 5, width: picture.width - 16, height: picture.height - 16)
    picture.quality = 92
    let inspection = try Inspector().inspect(bytes: try picture.encoded())
    let region = try #require(inspection.analysis.imageData?.foreignGridRegion)
    #expect(region.spansMostOfThePicture)
    #expect(region.column == 5 && region.row == 3, "\(region)")
    let flag = try #require(inspection.report.flags.first { $0.id == "region-grid-differs" })
    #expect(flag.detail.hasPrefix("Most of the picture"), "\(flag.detail)")
    #expect(flag.detail.contains("cropped or shifted"))
  }

  @Test("55 of the 63 shifts are judged")
  func judgedShifts() {
    #expect((1...63).filter(ForeignGridFinder.isJudged).count == 55)
  }
}
