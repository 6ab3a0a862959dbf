import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// `metalens compare` draws its small pictures from the inspection's
/// quarter-scale picture (`QuarterScalePicture`) instead of decoding each
/// file twice more: they must be the pictures libjpeg's scaled decode gives
/// (`metalens_jpeg_grey`), at the same size and within a level or two, or
/// the comparison's thresholds would no longer mean what they were measured
/// to mean.
@Suite("The quarter-scale picture kept for compare")
struct QuarterScalePictureTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let width: Int
    let height: Int
    var sampling = (horizontal: 2, vertical: 2)
    var progressive = false
    var grayscale = false
    var testDescription: String {
      "\(width) × \(height)\(progressive ? " progressive" : "")\(grayscale ? " grey" : "")"
        + " \(sampling.horizontal)x\(sampling.vertical)"
    }
  }

  static let cases: [Case] = [
    // A 12-megapixel phone photo's size: 1/8 scale for both compared sizes.
    Case(width: 4032, height: 3024),
    // A messenger copy: 1/8 for the comparison, 1/4 for its finer pass.
    Case(width: 1600, height: 1200, sampling: (2, 1)),
    // Odd sides, progressive, 4:4:4: 1/4, and a larger scale (not drawn).
    Case(width: 1283, height: 961, sampling: (1, 1), progressive: true),
    Case(width: 2001, height: 1499, grayscale: true),
    // A height 3 rows past a multiple of 8: a row of padding held past the
    // picture at 1/4 scale, drawn without it.
    Case(width: 1200, height: 675),
    // Over the shifted-grid map's 64 megapixels: the coefficient pass decodes
    // at 1/4 scale itself and keeps its rows.
    Case(width: 8200, height: 8200, grayscale: true),
  ]

  @Test("drawn as libjpeg's scaled decode draws it", arguments: cases)
  func sameAsTheDecode(_ shape: Case) throws {
    var image = ImageFixture(
      width: shape.width, height: shape.height, quality: 85, progressive: shape.progressive,
      grayscale: shape.grayscale, lumaSampling: shape.sampling, textured: true)
    image.scene = true
    let bytes = try image.encoded()
    var options = InspectionOptions()
    options.keepsQuarterScale = true
    let inspection = try Inspector(options: options).inspect(bytes: bytes)
    let quarter = try #require(inspection.analysis.imageData?.quarterScale)
    #expect(quarter.width == (shape.width + 3) / 4 && quarter.height == (shape.height + 3) / 4)
    #expect(quarter.stride >= quarter.width && quarter.rows >= quarter.height)
    for size in [PictureComparer.decodeSize, PictureComparer.finerDecodeSize] {
      let decoded = try #require(ThumbnailComparer.grey(bytes, limits: .preview, size: size))
      guard let drawn = quarter.scaled(atMost: size) else {
        // Only a decode at 1/2 or full scale is not drawn from it.
        #expect(shape.width <= 2 * size && shape.height <= 2 * size, "\(size)")
        continue
      }
      #expect(drawn.width == decoded.width && drawn.height == decoded.height, "\(size)")
      #expect(drawn.pixels.count == drawn.width * drawn.height, "\(size): the picture holds its own size")
      let differences = zip(drawn.pixels, decoded.pixels).map { abs(Int($0) - Int($1)) }
      let mean = Double(differences.reduce(0, +)) / Double(max(1, differences.count))
      #expect(mean <= 1.0, "\(size): mean difference \(mean)")
      let largest = differences.max() ?? 0
      #expect(largest <= 6, "\(size): largest difference \(largest), \(differences.filter { $0 > 6 }.count) over 6")
    }
  }

  @Test("kept only when compare asks for it")
  func notKeptForInspection() throws {
    var image = ImageFixture(width: 640, height: 480, textured: true)
    image.scene = true
    let inspection = try Inspector().inspect(bytes: try image.encoded())
    #expect(inspection.analysis.imageData != nil)
    #expect(inspection.analysis.imageData?.quarterScale == nil)
  }
}
