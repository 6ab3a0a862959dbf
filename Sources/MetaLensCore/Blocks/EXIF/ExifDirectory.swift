/// The image file directories of an EXIF block, named as ExifTool's family-1
/// groups.
///
/// No `String` raw value: a raw-valued enum compares and hashes its names,
/// and every EXIF entry is filed by directory.
public enum ExifDirectory: Sendable, Hashable, CaseIterable {
  case ifd0
  case exif
  case interop
  case gps
  case ifd1

  /// The group its tags belong to.
  public var group: String {
    switch self {
    case .ifd0: "IFD0"
    case .exif: "ExifIFD"
    case .interop: "InteropIFD"
    case .gps: "GPS"
    case .ifd1: "IFD1"
    }
  }

  /// The directory's place in `allCases`, for tables kept by directory
  /// (a dictionary lookup for each EXIF entry cost more than the rest of
  /// filing it).
  var index: Int {
    switch self {
    case .ifd0: 0
    case .exif: 1
    case .interop: 2
    case .gps: 3
    case .ifd1: 4
    }
  }

  /// The directory whose tags form `group`.
  public init?(group: String) {
    guard let found = Self.allCases.first(where: { $0.group == group }) else { return nil }
    self = found
  }
}
