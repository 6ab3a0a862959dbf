/// One directory (IFD) of a TIFF as the walker found it.
struct TIFFDirectory: Sendable, Hashable {
  /// How the directory was reached, which decides its ExifTool group.
  enum Role: Sendable, Hashable {
    /// In the IFD chain from the header: IFD0, IFD1, IFD2…
    case chain(Int)
    /// Pointed to by a SubIFDs tag (330), at this place in its list.
    case subIFD(Int)
    case exif
    case gps
    case interop
  }

  /// ExifTool's group: IFD0, IFD1, IFD2, SubIFD, SubIFD1, ExifIFD, GPS,
  /// InteropIFD. Not unique: each parent's SubIFDs are numbered from SubIFD.
  let group: String
  let role: Role
  let offset: UInt64
  /// The entry count the directory declares (before any limit).
  let declaredCount: Int
  let entries: [TIFFEntry]

  /// The tag table its entries are named and decoded by.
  var table: ExifDirectory {
    switch role {
    case .chain(1): .ifd1
    case .chain, .subIFD: .ifd0
    case .exif: .exif
    case .gps: .gps
    case .interop: .interop
    }
  }

  func entry(_ tag: UInt16) -> TIFFEntry? {
    entries.first { $0.tag == tag }
  }
}
