import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// What the PNG and WebP originals' suites both check of an original made
/// from `ComparePNGTests.scene` (512 × 384): its JPEG copy is derived with no
/// region, and a copy with a clone-stamped piece (a quarter of each side,
/// copied from (40, 40) to (300, 200)) is derived with the piece found.
extension ComparePNGTests {
  /// `picture` with its top `rows` drawn white: a copy of a picture whose
  /// band is transparent, flattened on white.
  static func whiteBand(_ picture: ImageFixture, rows: Int) -> ImageFixture {
    var flattened = picture
    var pixels = picture.sourcePixels
    for index in 0..<(rows * picture.width * 3) { pixels[index] = 255 }
    flattened.pixels = pixels
    return flattened
  }

  /// `original` against the JPEG copy of `copied` (the picture it was made
  /// from, or that picture flattened): derived, no region.
  static func expectDerivedCopy(
    of original: [UInt8], copied: ImageFixture, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PictureComparison {
    let comparison = try PictureComparer().compare(original: original, copy: try sent(copied))
    #expect(
      comparison.relation == .derived, "\(comparison.relation) \(comparison.reason ?? "")",
      sourceLocation: sourceLocation)
    #expect(comparison.regions.isEmpty, "\(comparison.regions)", sourceLocation: sourceLocation)
    return comparison
  }

  /// `original` against the JPEG copy of `copied` with the piece
  /// clone-stamped: derived, and a region overlapping the piece by a third.
  static func expectClonedPieceFound(
    in original: [UInt8], copied: ImageFixture, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (to, size) = ((x: 300, y: 200), (width: 128, height: 96))
    let edited = try copied.pasting(copied, from: (x: 40, y: 40), to: to, size: size)
    let changed = try PictureComparer().compare(original: original, copy: try sent(edited))
    #expect(
      changed.relation == .derived, "\(changed.relation) \(changed.reason ?? "")", sourceLocation: sourceLocation)
    let (width, height) = (Double(copied.width), Double(copied.height))
    let truth = PictureRectangle(
      x: Double(to.x) / width, y: Double(to.y) / height, width: Double(size.width) / width,
      height: Double(size.height) / height)
    let best = changed.regions.map { CompareCorpusTests.overlap($0, truth) }.max() ?? 0
    #expect(best * 3 >= 1, "\(best): \(changed.regions)", sourceLocation: sourceLocation)
  }
}
