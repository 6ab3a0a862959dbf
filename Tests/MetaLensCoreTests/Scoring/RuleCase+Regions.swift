import MetaLensCore
import MetaLensTestSupport

extension RuleCase {
  /// `ImageFixture.pastedRegionExample` saved at 90 with the camera's metadata.
  static func pastedPicture(pasted: Bool) throws -> [UInt8] {
    try JPEGFixture(image: try ImageFixture.pastedRegionExample(pasted: pasted), segments: [.exif(camera())]).bytes()
  }

  static let regions: [RuleCase] = [
    RuleCase(
      "region-compression-differs", fires: true,
      "a rectangle of another picture pasted into one saved at 50, all saved at 90",
      bytes: { try pastedPicture(pasted: true) }),
    RuleCase(
      "region-compression-differs", fires: false, "the same picture saved at 50, then whole at 90",
      bytes: { try pastedPicture(pasted: false) }),
  ]
}
