/// An image container, recognised from the file's first bytes, never from its
/// name.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  case jpeg = "JPEG"
  case png = "PNG"
  case gif = "GIF"
  case webp = "WebP"
  case tiff = "TIFF"
  case bigTIFF = "BigTIFF"
  case dng = "DNG"
  case canonCR2 = "CR2"
  case nikonNEF = "NEF"
  case sonyARW = "ARW"
  case pentaxPEF = "PEF"
  case phaseOneIIQ = "IIQ"
  case samsungSRW = "SRW"
  case heic = "HEIC"
  case heif = "HEIF"
  case avif = "AVIF"
  case jpegXL = "JXL"
  case jpeg2000 = "JP2"
  case bmp = "BMP"
  case canonCRW = "CRW"
  case canonCR3 = "CR3"
  case fujiRAF = "RAF"
  case olympusORF = "ORF"
  case panasonicRW2 = "RW2"
  case sigmaX3F = "X3F"
  case minoltaMRW = "MRW"

  /// The MIME type ExifTool reports for the format.
  public var mimeType: String {
    switch self {
    case .jpeg: "image/jpeg"
    case .png: "image/png"
    case .gif: "image/gif"
    case .webp: "image/webp"
    case .tiff: "image/tiff"
    case .bigTIFF: "image/x-tiff-big"
    case .dng: "image/x-adobe-dng"
    case .canonCR2: "image/x-canon-cr2"
    case .nikonNEF: "image/x-nikon-nef"
    case .sonyARW: "image/x-sony-arw"
    case .pentaxPEF: "image/x-pentax-pef"
    case .phaseOneIIQ: "image/x-raw"
    case .samsungSRW: "image/x-samsung-srw"
    case .heic: "image/heic"
    case .heif: "image/heif"
    case .avif: "image/avif"
    case .jpegXL: "image/jxl"
    case .jpeg2000: "image/jp2"
    case .bmp: "image/bmp"
    case .canonCRW: "image/x-canon-crw"
    case .canonCR3: "image/x-canon-cr3"
    case .fujiRAF: "image/x-fujifilm-raf"
    case .olympusORF: "image/x-olympus-orf"
    case .panasonicRW2: "image/x-panasonic-rw2"
    case .sigmaX3F: "image/x-sigma-x3f"
    case .minoltaMRW: "image/x-minolta-mrw"
    }
  }

  /// ExifTool's `File:FileType` (BigTIFF is `BTF`); the case name otherwise.
  public var fileType: String {
    self == .bigTIFF ? "BTF" : rawValue
  }

  /// Whether the format is built on TIFF's IFDs (TIFF, BigTIFF and the
  /// TIFF-based camera raws), read by `TIFFMetadataReader`.
  public var isTIFFBased: Bool {
    switch self {
    case .tiff, .bigTIFF, .dng, .canonCR2, .nikonNEF, .sonyARW, .pentaxPEF, .phaseOneIIQ, .samsungSRW, .olympusORF,
      .panasonicRW2:
      true
    default: false
    }
  }

  /// Whether the file is a camera raw: its IFD0 may be a preview, and its
  /// EXIF image size is the developed size, not the sensor's.
  public var isCameraRaw: Bool {
    isTIFFBased && self != .tiff && self != .bigTIFF
  }

  /// Camera raws recognised but not read yet (CR3, CRW, RAF, Sigma's X3F,
  /// Minolta's MRW): their error points to the camera's own JPEG rather than
  /// to a conversion.
  public var isUnreadRaw: Bool {
    [.canonCR3, .canonCRW, .fujiRAF, .sigmaX3F, .minoltaMRW].contains(self)
  }

  /// How many leading bytes `detect` needs to see.
  public static let signatureLength = 32

  /// Recognises the format from the first bytes of a file, or returns nil.
  public static func detect(_ header: some Collection<UInt8>) -> ImageFormat? {
    let bytes = Array(header.prefix(signatureLength))
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
    }
    func ascii(_ text: String, at offset: Int = 0) -> Bool {
      starts(Array(text.utf8), at: offset)
    }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if ascii("GIF87a") || ascii("GIF89a") { return .gif }
    if ascii("RIFF") && ascii("WEBP", at: 8) { return .webp }
    if ascii("II*\0") && ascii("CR", at: 8) { return .canonCR2 }  // CR2 is TIFF-based
    if (ascii("II*\0") && ascii("IIII", at: 8)) || (ascii("MM\0*") && ascii("MMMM", at: 8)) { return .phaseOneIIQ }
    if ascii("IIRO") || ascii("MMOR") || ascii("IIRS") { return .olympusORF }
    if ascii("IIU\0") { return .panasonicRW2 }
    if ascii("II*\0") || ascii("MM\0*") { return .tiff }
    if ascii("II+\0") || ascii("MM\0+") { return .bigTIFF }
    if ascii("II\u{1A}\0\0\0HEAPCCDR") { return .canonCRW }
    if ascii("FUJIFILMCCD-RAW") { return .fujiRAF }
    // ExifTool's magic numbers (ExifTool.pm %magicNumber): X3F `FOVb`, MRW `\0MR[MI]`.
    if ascii("FOVb") { return .sigmaX3F }
    if ascii("\0MRM") || ascii("\0MRI") { return .minoltaMRW }
    if ascii("BM") && bytes.count >= 14 { return .bmp }
    if starts([0xFF, 0x0A]) || starts([0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) { return .jpegXL }
    if starts([0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20]) { return .jpeg2000 }
    if ascii("ftyp", at: 4) { return isobmffBrand(bytes) }
    return nil
  }

  /// The format from the `ftyp` major brand, or from the compatible brands
  /// within the first bytes when the major brand is another (`avci`, `j2ki`,
  /// `jpeg` coded items in a `mif1` file). Names follow ExifTool: `heic`
  /// files are HEIC, `heix` and `mif1` files HEIF.
  private static func isobmffBrand(_ bytes: [UInt8]) -> ImageFormat? {
    guard bytes.count >= 12 else { return nil }
    if let format = format(brand: bytes[8..<12]) { return format }
    let boxEnd = min(bytes.count, Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3]))
    var offset = 16
    while offset + 4 <= boxEnd {
      if let format = format(brand: bytes[offset..<offset + 4]), format != .canonCR3 {
        return format == .heic || format == .avif ? format : .heif
      }
      offset += 4
    }
    return nil
  }

  private static func format(brand bytes: ArraySlice<UInt8>) -> ImageFormat? {
    switch String(decoding: bytes, as: UTF8.self) {
    case "heic", "heim", "heis", "hevc": .heic
    case "avif", "avis": .avif
    case "crx ": .canonCR3
    case "heix", "hevx", "mif1", "msf1", "mif2", "mif3": .heif
    default: nil
    }
  }
}
