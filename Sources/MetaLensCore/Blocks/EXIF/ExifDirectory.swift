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

  /// Compared and hashed by case: the defaults for a `String` raw value
  /// compare and hash the names, for every EXIF entry filed by directory.
  public static func == (left: Self, right: Self) -> Bool { left.ordinal == right.ordinal }

  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  private var ordinal: Int {
    switch self {
    case .ifd0: 0
    case .exif: 1
    case .interop: 2
    case .gps: 3
    case .ifd1: 4
    }
  }
}
