/// Hard bounds on what one file may make metalens read or hold, so that no
/// input can exhaust memory, stack or time. Every bound lives here, so the
/// list in docs/SECURITY.md can be checked against one file; each has a test
/// at its edge (ReadLimitsTests). Going past one is never an error: the
/// reader stops there, keeps what it read, and adds a warning.
///
/// The first three can be lowered per service (tests do); the rest are fixed.
public struct ReadLimits: Sendable, Hashable {
  /// Bytes of a file read for its metadata. A JPEG header (everything before
  /// the first scan) is a few hundred KiB at most: Photoshop IRB and Extended
  /// XMP are the largest parts.
  public var maxHeaderBytes: Int
  /// Marker segments before the first scan; real files have under 50.
  public var maxSegments: Int
  /// Size of a reassembled Extended XMP packet or ICC profile, and of one
  /// HEIF metadata item (Exif, XMP).
  public var maxReassembledBytes: Int

  public init(maxHeaderBytes: Int = 32 << 20, maxSegments: Int = 4096, maxReassembledBytes: Int = 16 << 20) {
    self.maxHeaderBytes = maxHeaderBytes
    self.maxSegments = maxSegments
    self.maxReassembledBytes = maxReassembledBytes
  }

  public static let standard = ReadLimits()

  /// Element nesting of an XMP packet, checked before exempi parses it: real
  /// packets nest about 10 deep, and deep nesting exhausts a parser's stack.
  public static let maxXMPDepth = 64
  /// Photoshop image resources in one file; Photoshop writes a few dozen.
  public static let maxPhotoshopResources = 4096
  /// IPTC datasets in one block; real blocks hold a few dozen.
  public static let maxIPTCDatasets = 10_000
  /// Entries of an ICC profile's tag table; real profiles have under 30.
  public static let maxICCTags = 1000
  /// Bytes of one ICC text tag (description, copyright…) kept.
  public static let maxICCTextBytes = 4096
  /// ISOBMFF boxes walked at a HEIF's top level, and again inside its
  /// `meta` box; an iPhone HEIC has about 200 (tiles make many items and
  /// properties). Nesting needs no bound: the walker does not recurse, it
  /// goes only as deep as `meta`/`iprp`/`ipco`/property.
  public static let maxISOBMFFBoxes = 10_000
  /// HEIF items (and `iloc`, `ipma`, `iref` entries) read; an iPhone HEIC
  /// has about 50, a large tiled image a few hundred.
  public static let maxHEIFItems = 4096
}
