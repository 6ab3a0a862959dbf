/// What one decode of a JPEG may make libjpeg do, and the check of the
/// JPEG's own header against it before any pixel is decoded: a 500-byte
/// file can declare 65,500 × 65,500 pixels, or ten thousand progressive
/// scans, and libjpeg would faithfully allocate and decode all of it (12 GB
/// and 24 s for the first, measured before these limits). The shim applies
/// the same limits again inside libjpeg (`max_memory_to_use`, a scan monitor
/// as `djpeg -maxscans`), so a header that lies about itself is still
/// stopped; this check is what lets the reading notice come before the work.
struct JPEGDecodeLimits: Sendable, Hashable {
  let maxPixels: Int
  let maxMemory: Int
  let maxScans: Int
  /// The first libjpeg warning ends the decode: the analysis drops a damaged
  /// file anyway, while a preview still draws what there is.
  let stopsAtWarning: Bool

  /// The coefficient pass of the image-data analysis.
  static let analysis = JPEGDecodeLimits(
    maxPixels: ReadLimits.maxDecodedPixels, maxMemory: ReadLimits.maxDecoderMemory, maxScans: ReadLimits.maxJPEGScans,
    stopsAtWarning: true)
  /// A report's preview of the picture.
  static let preview = JPEGDecodeLimits(
    maxPixels: ReadLimits.maxDecodedPixels, maxMemory: ReadLimits.maxDecoderMemory, maxScans: ReadLimits.maxJPEGScans,
    stopsAtWarning: false)
  /// `metalens compare`'s decode of a JPEG declaring more than
  /// `ReadLimits.maxDecodedPixels` (`ReducedScale`): libjpeg's 1/8 DCT
  /// scaling holds a row of blocks, not the picture, so any size the format
  /// allows (65,535 a side) may be drawn; the data running out ends it
  /// (`stopsAtWarning`: libjpeg's end-of-data warnings), so that
  /// a few bytes declaring four gigapixels stop where their data does, and
  /// the work is bounded by the file's bytes (a block takes at least two
  /// bits) under compare's 256 MiB. A JPEG of several scans still holds its
  /// coefficients whole and stays under the memory limit.
  static let reducedComparison = JPEGDecodeLimits(
    maxPixels: 65_535 * 65_535, maxMemory: ReadLimits.maxDecoderMemory, maxScans: ReadLimits.maxJPEGScans,
    stopsAtWarning: true)
  /// An EXIF thumbnail, compared with the picture.
  static let thumbnail = JPEGDecodeLimits(
    maxPixels: ReadLimits.maxThumbnailPixels, maxMemory: ReadLimits.maxDecoderMemory,
    maxScans: ReadLimits.maxJPEGScans, stopsAtWarning: true)

  /// What the header of `bytes` declares, when it has a frame header.
  struct Declared: Equatable {
    let frame: JPEGFrame
    /// Counted up to one past the limit.
    let scans: Int
    /// How many components the first scan carries.
    var firstScanComponents: Int?
    var pixels: Int { frame.width * frame.height }
    /// Whether libjpeg holds every coefficient while it decodes
    /// (`JPEGFrame.holdsAllCoefficients`).
    var holdsCoefficients: Bool { frame.holdsAllCoefficients(firstScanComponents: firstScanComponents) }
  }

  /// The frame and scans of the JPEG in `bytes`; nil when there is no frame
  /// header before the first scan (libjpeg then refuses it by itself).
  func declared(_ bytes: [UInt8]) -> Declared? {
    var window = MemoryWindow(bytes)
    guard let scan = try? JPEGSegmentScanner(maxSegments: ReadLimits.standard.maxSegments).scan(&window),
      scan.stop == .scan,
      let sof = scan.entries.first(where: { JPEGMarker.isStartOfFrame($0.segment.marker) }),
      let frame = JPEGFrameParser.frame(marker: sof.segment.marker, payload: bytes[sof.payload])
    else { return nil }
    let firstScan = scan.entries.last.flatMap { $0.segment.marker == JPEGMarker.sos ? bytes[$0.payload].first : nil }
    return Declared(
      frame: frame, scans: JPEGImageDataWalk.walk(bytes, headerEnd: scan.headerEnd, scanLimit: maxScans).scans,
      firstScanComponents: firstScan.map(Int.init))
  }

  /// Why a JPEG declaring `declared` must not be decoded under these
  /// limits, in words for a reading notice; nil when it may be.
  func refusal(_ declared: Declared) -> String? {
    let size = "\(declared.frame.width) × \(declared.frame.height)"
    if declared.pixels > maxPixels {
      return "it declares \(size) pixels, more than the \(Self.megapixels(maxPixels)) limit for decoding"
    }
    let need = CoefficientMemoryBudget.need(of: declared.frame, holdsAll: declared.holdsCoefficients)
    if need > maxMemory {
      let scans = declared.frame.isProgressive ? "progressive scans" : "picture in separate scans per component"
      return
        "its \(size) \(scans) would hold \(need >> 20) MiB of coefficients, more than the \(maxMemory >> 20) MiB limit"
    }
    if declared.scans > maxScans {
      return "it has more than \(maxScans) scans, the limit for decoding"
    }
    return nil
  }

  /// `200-megapixel`, `4.2-megapixel`.
  static func megapixels(_ pixels: Int) -> String {
    let tenths = (pixels + 50_000) / 100_000
    return (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + "-megapixel"
  }
}
