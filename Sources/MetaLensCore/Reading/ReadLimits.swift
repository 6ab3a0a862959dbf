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
  /// The XMP Toolkit's parse work (`XMPFanOut`: each node's named children,
  /// squared and summed), checked before exempi parses a packet: one node of
  /// 5,000 properties, or 100 of 500, about 0.2 s. The corpus's widest
  /// packet comes to 22,634 (jhead's iptc-utf8.jpg, measured 2026-12-06 by
  /// XMPFanOutTests.corpusBelowLimit, which holds it under a tenth).
  public static let maxXMPFanOutWork = 25_000_000
  /// Photoshop image resources in one file; Photoshop writes a few dozen.
  public static let maxPhotoshopResources = 4096
  /// Bytes of one undecoded value kept for JSON (`MetadataValue.bytes`);
  /// longer data is reported by its size, as before.
  public static let maxKeptBytes = 1 << 16
  /// IPTC datasets in one block; real blocks hold a few dozen.
  public static let maxIPTCDatasets = 10_000
  /// Entries of an ICC profile's tag table; real profiles have under 30.
  public static let maxICCTags = 1000
  /// Bytes of one ICC text tag (description, copyright…) kept.
  public static let maxICCTextBytes = 4096
  /// Nesting of JUMBF superboxes: a C2PA store nests 4 deep (store,
  /// manifest, assertion store, assertion).
  public static let maxJUMBFDepth = 16
  /// JUMBF boxes in one store; real stores hold a few dozen per manifest.
  public static let maxJUMBFBoxes = 10_000
  /// Nesting of CBOR arrays, maps and tags: C2PA data nests under 10 deep,
  /// and the decoder recurses.
  public static let maxCBORDepth = 64
  /// CBOR data items in one decoded value.
  public static let maxCBORItems = 100_000
  /// Directories of one TIFF (IFD chain, SubIFDs, EXIF, GPS, Interop):
  /// a camera raw has under 10; a multi-page scan a few hundred.
  public static let maxTIFFDirectories = 1024
  /// Entries of one TIFF directory; real directories hold under 200.
  public static let maxTIFFEntriesPerDirectory = 4096
  /// Entries of all a TIFF's directories together: a multi-page scan of a
  /// few hundred pages holds about 10,000.
  public static let maxTIFFEntries = 65_536
  /// Bytes of one TIFF entry's value read for a tag (strip offsets of a
  /// large image, a colour map); the metadata blobs (XMP, ICC, IPTC,
  /// Photoshop) are bounded by `maxReassembledBytes` instead.
  public static let maxTIFFValueBytes = 1 << 20
  /// Bytes one compressed PNG text or ICC chunk may inflate to: zlib packs
  /// about 1000:1, so a 16 KiB chunk can claim 16 MiB (a zip bomb). The
  /// largest real texts (ComfyUI workflows) are a few hundred KiB.
  public static let maxInflatedTextBytes = 8 << 20
  /// Bytes of one PNG/WebP/GIF metadata chunk read; a larger one is skipped
  /// with a warning.
  public static let maxMetadataChunkBytes = 16 << 20
  /// PNG chunks walked. libpng writes image data in 8 KiB IDAT chunks, so a
  /// 500 MB PNG has about 60,000 of them; only their headers are read.
  public static let maxPNGChunks = 100_000
  /// RIFF chunks walked in a WebP; an animation has one ANMF per frame.
  public static let maxRIFFChunks = 100_000
  /// GIF blocks walked (extensions, images, and their data sub-blocks).
  public static let maxGIFBlocks = 1_000_000
  /// ISOBMFF boxes walked at a HEIF's top level, and again inside its
  /// `meta` box; an iPhone HEIC has about 200 (tiles make many items and
  /// properties). Nesting needs no bound: the walker does not recurse, it
  /// goes only as deep as `meta`/`iprp`/`ipco`/property.
  public static let maxISOBMFFBoxes = 10_000
  /// HEIF items (and `iloc`, `ipma`, `iref` entries) read; an iPhone HEIC
  /// has about 50, a large tiled image a few hundred.
  public static let maxHEIFItems = 4096
  /// The largest JPEG decoded for a report's preview (read whole, then
  /// decoded at up to 1/8 scale); larger files get their EXIF thumbnail.
  public static let maxPreviewSourceBytes = 128 << 20
  /// The largest PNG, GIF, WebP or AVIF embedded as it is in a report for
  /// the browser to draw.
  public static let maxEmbeddedImageBytes = 8 << 20
  /// Exclusion ranges read from one C2PA data-hash assertion.
  public static let maxC2PAExclusions = 1000
  /// The longest side of a report's preview, in pixels.
  public static let previewDimension = 640
  /// Pixels a JPEG may declare and still be decoded (analysis, preview):
  /// a 200-megapixel camera exists; libjpeg would otherwise decode whatever
  /// a few bytes of header claim.
  public static let maxDecodedPixels = 200_000_000
  /// libjpeg's `max_memory_to_use` for every decoder: a progressive file's
  /// coefficients are held whole (3 bytes a pixel in 4:2:0, about 55
  /// megapixels here); past it libjpeg stops cleanly, there being no
  /// backing store.
  public static let maxDecoderMemory = 160 << 20
  /// Scans of one JPEG decoded, as `djpeg -maxscans`: each is a pass over
  /// every block. Encoders write 1 (baseline) to about 10 (progressive);
  /// the most in one file of the corpus is 59, counting its embedded images.
  public static let maxJPEGScans = 100
  /// Pixels an EXIF thumbnail may declare: it must fit a 64 KiB APP1
  /// segment, and cameras write 160 × 120.
  public static let maxThumbnailPixels = 2048 * 2048
  /// Pixels decoded from one file in all (`DecodeBudget`): its picture
  /// twice (analysis and preview) and a thumbnail.
  public static let maxDecodedPixelsPerFile = 2 * maxDecodedPixels + maxThumbnailPixels
  /// Bytes of compressed text inflated from one file in all (PNG zTXt,
  /// iTXt): each chunk stops at `maxInflatedTextBytes`, but a thousand
  /// chunks would each inflate that much.
  public static let maxInflatedTextBytesPerFile = 32 << 20
}
