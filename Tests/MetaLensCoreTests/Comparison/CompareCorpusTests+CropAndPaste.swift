import MetaLensTestSupport
import Testing

@testable import MetaLensCore

extension CompareCorpusTests {
  /// README's "not yet": a copy cropped to 60% × 60% of the original,
  /// turned, with a piece of another photo pasted, read `unrelated`. The
  /// crop search stopped before the blocks were compared: its window's
  /// correlation with the whole copy (pasted piece included) fell under
  /// `CropSearch.minimumFit` (0.78 at the true window for the Samsung
  /// original with a 400 × 300 piece of the Nikon D5000's, where the
  /// median block difference there is 0.05), while the regions are found
  /// only after that window is taken. The search now keeps a window down
  /// to 0.6 (the whole picture's `otherSimilarity`) and lets the block
  /// comparison decide, as it does for the whole picture. At 0.8, two of
  /// these eight (HP PhotoSmart C812, Sony DSC-P52) failed so; the 88
  /// copies of the matrix keep their relations at 0.6.
  @Test(
    "a crop of 60% from 20%, 20%, turned, with a quarter of each side pasted: derived, crop and region found",
    arguments: paths)
  func croppedTurnedPasted(path: String) throws {
    let original = try #require(Self.originals[path])
    let picture = original.sent1600
    let (w, h) = (picture.width, picture.height)
    let crop = picture.cropped(x: w * 20 / 100, y: h * 20 / 100, width: w * 60 / 100, height: h * 60 / 100)
      .turnedClockwise()
    let (cw, ch) = (crop.width, crop.height)
    let size = (width: cw / 4, height: ch / 4)
    let donor = try Self.donor(of: original).sent1600
    let to = (x: cw * 60 / 100, y: ch * 60 / 100)
    var edited = try crop.pasting(
      donor, from: (x: donor.width / 2 - size.width / 2, y: donor.height / 2 - size.height / 2), to: to, size: size)
    (edited.quality, edited.optimizedHuffman, edited.lumaSampling) = (85, true, (2, 2))
    let bytes = try edited.encoded()
    let copy = try Inspector().inspect(bytes: bytes, path: "cropped-pasted.jpg")
    let comparison = try PictureComparer().compare(original.inspection, original.bytes, copy, bytes)
    let described =
      "\(comparison.relation) \(comparison.reason ?? "") crop \(String(describing: comparison.crop)) "
      + "regions \(comparison.regions)"
    #expect(comparison.relation == .derived && comparison.quarterTurns == 1, "\(described)")
    let window = try #require(comparison.crop, "\(described)")
    #expect(abs(window.x - 0.2) < 0.03 && abs(window.y - 0.2) < 0.03, "\(described)")
    #expect(abs(window.width - 0.6) < 0.03 && abs(window.height - 0.6) < 0.03, "\(described)")
    let truth = Self.rectangle(to, size, cw, ch)
    let best = comparison.regions.map { Self.overlap($0, truth) }.max() ?? 0
    #expect(best * 3 >= 1, "best overlap \(best) with \(truth): \(described)")
  }
}
