/// The EXIF block of a fixture: exactly the entries a test lists, and
/// optionally an IFD1 thumbnail, written by libexif.
public struct ExifFixture: Sendable {
  /// Where an entry goes.
  public enum Directory: Int, Sendable {
    case ifd0 = 0
    case ifd1 = 1
    case exif = 2
    case gps = 3
    case interop = 4
  }

  /// An entry's stored value, with its TIFF type.
  public enum Value: Sendable {
    case ascii(String)
    case bytes([UInt8])
    case short([UInt16])
    case long([UInt32])
    case rational([(UInt32, UInt32)])
    case signedRational([(Int32, Int32)])
    case double([Double])
    case undefined([UInt8])
  }

  public struct Entry: Sendable {
    public let directory: Directory
    public let tag: UInt16
    public let value: Value

    public init(_ directory: Directory, _ tag: UInt16, _ value: Value) {
      self.directory = directory
      self.tag = tag
      self.value = value
    }
  }

  public var entries: [Entry]
  /// JPEG bytes stored as the IFD1 thumbnail.
  public var thumbnail: [UInt8]?
  public var bigEndian: Bool

  public init(_ entries: [Entry], thumbnail: [UInt8]? = nil, bigEndian: Bool = false) {
    self.entries = entries
    self.thumbnail = thumbnail
    self.bigEndian = bigEndian
  }

  /// The APP1 payload: `Exif\0\0` and the TIFF structure.
  public func block() throws(FixtureError) -> [UInt8] {
    try LibExifWriter.write(self)
  }
}
