/// The image file directories of an EXIF block, named as ExifTool's family-1
/// groups.
public enum ExifDirectory: String, Sendable, Hashable, CaseIterable {
  case ifd0 = "IFD0"
  case exif = "ExifIFD"
  case interop = "InteropIFD"
  case gps = "GPS"
  case ifd1 = "IFD1"

  /// The group its tags belong to.
  public var group: String { rawValue }
}
