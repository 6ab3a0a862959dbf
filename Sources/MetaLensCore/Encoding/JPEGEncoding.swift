/// The facts of a JPEG's header that tell how it was last encoded: coding
/// process, Huffman tables, subsampling, size, quantization tables, and the
/// marker segments an encoder writes or leaves out (JFIF density, ICC
/// profile, EXIF, IPTC Special Instructions).
///
/// Read from `PhotoMetadata` alone, so it works under `--metadata-only`:
/// nothing here decodes a pixel. These are the header features Giudice et
/// al. ("A classification engine for image ballistics of social data",
/// ICIAP 2017) and Verde et al. (IEEE TMM 2023, arXiv 2108.02515) use to
/// tell which platform a photo came through.
public struct JPEGEncoding: Sendable, Hashable {
  /// The JFIF APP0 density: units 0 means the numbers are an aspect ratio
  /// only (libjpeg's default writes 0, 1, 1), 1 dots per inch, 2 per cm.
  public struct Density: Sendable, Hashable {
    public let units: Int
    public let x: Int
    public let y: Int
  }

  /// How much EXIF the file carries.
  public enum Exif: String, Sendable, Hashable {
    /// No APP1 `Exif` segment.
    case absent
    /// EXIF without a camera's Make or Model: what an app writes when it
    /// keeps orientation, colour space and size only.
    case stub
    /// EXIF naming a camera's Make or Model.
    case camera
  }

  /// The SOFn marker's second byte (0xC0 baseline, 0xC2 progressive).
  public let frameMarker: UInt8
  public let progressive: Bool
  public let huffman: HuffmanCoding?
  /// Chroma subsampling in J:a:b notation ("4:2:0").
  public let subsampling: String?
  /// The longer side in pixels, from the frame header.
  public let longEdge: Int
  /// The quantization tables by slot, natural order.
  public let tables: [[UInt16]]
  public let jfif: Density?
  /// The ICC profile's `desc` and `cprt` texts.
  public let iccDescription: String?
  public let iccCopyright: String?
  public let exif: Exif
  /// EXIF UserComment, as decoded.
  public let userComment: String?
  /// IPTC 2:40 Special Instructions (Meta writes `FBMD` and a version).
  public let specialInstructions: String?

  /// The facts of `metadata`, or nil when it is not a JPEG with a frame
  /// header and quantization tables.
  public init?(_ metadata: PhotoMetadata) {
    guard let jpeg = metadata.jpeg, let frame = jpeg.frame, !jpeg.quantizationTables.isEmpty else { return nil }
    frameMarker = frame.marker
    progressive = frame.isProgressive
    huffman = jpeg.huffmanCoding
    subsampling = frame.subsampling
    longEdge = max(frame.width, frame.height)
    let slots = jpeg.quantizationTables
    tables =
      zip(slots, slots.dropFirst()).allSatisfy { $0.index < $1.index }
      ? slots.map(\.values) : slots.sorted { $0.index < $1.index }.map(\.values)
    if let units = metadata.value("JFIF", "ResolutionUnit")?.integer,
      let x = metadata.value("JFIF", "XResolution")?.integer, let y = metadata.value("JFIF", "YResolution")?.integer
    {
      jfif = Density(units: Int(units), x: Int(x), y: Int(y))
    } else {
      jfif = nil
    }
    iccDescription = metadata.value("ICC_Profile", "ProfileDescription")?.text
    iccCopyright = metadata.value("ICC_Profile", "ProfileCopyright")?.text
    if metadata.value("IFD0", "Make") != nil || metadata.value("IFD0", "Model") != nil {
      exif = .camera
    } else if jpeg.segments.contains(where: { $0.marker == 0xE1 && $0.identifier == "Exif" }) {
      exif = .stub
    } else {
      exif = .absent
    }
    userComment = metadata.value("ExifIFD", "UserComment")?.text
    specialInstructions = metadata.value("IPTC", "SpecialInstructions")?.text
  }

  /// The frame marker's name (`SOF0`, `SOF2`…).
  public var frameName: String { JPEGMarker.name(of: frameMarker) }
}
