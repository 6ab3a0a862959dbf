import MetaLensCore
import MetaLensTestSupport

extension RuleCase {
  /// `ImageFixture.pastedRegionExample` saved at 90 with the camera's metadata.
  static func pastedPicture(pasted: Bool) throws -> [UInt8] {
    try JPEGFixture(image: try ImageFixture.pastedRegionExample(pasted: pasted), segments: [.exif(camera())]).bytes()
  }

  /// `ImageFixture.foreignGridExample` saved at 90 with the camera's metadata.
  static func foreignGridPicture(pasted: Bool) throws -> [UInt8] {
    try JPEGFixture(image: try ImageFixture.foreignGridExample(pasted: pasted), segments: [.exif(camera())]).bytes()
  }

  static let regions: [RuleCase] = [
    RuleCase(
      "region-compression-differs", fires: true,
      "a rectangle of another picture pasted into one saved at 50, all saved at 90",
      bytes: { try pastedPicture(pasted: true) }),
    RuleCase(
      "region-compression-differs", fires: false, "the same picture saved at 50, then whole at 90",
      bytes: { try pastedPicture(pasted: false) }),
    RuleCase(
      "region-grid-differs", fires: true,
      "a rectangle of a picture saved at 75 pasted with its grid 5 pixels right and 3 down of this one's, all saved at 90",
      bytes: { try foreignGridPicture(pasted: true) }),
    RuleCase(
      "region-grid-differs", fires: false, "the same picture without the rectangle, saved at 90",
      bytes: { try foreignGridPicture(pasted: false) }),
  ]
}
