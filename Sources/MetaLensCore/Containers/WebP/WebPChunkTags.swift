/// The WebP details ExifTool's RIFF.pm decodes that `inspect` does not need,
/// read only when every tag is asked for: the VP8 frame header's version and
/// scaling (RFC 6386 §9.1), the ALPH header (WebP container spec, "Alpha"),
/// the ANIM background and loop count, and the animation's duration summed
/// over the ANMF frames.
enum WebPChunkTags {
  /// How much of each chunk is read for these tags.
  static let headBytes = ["ALPH": 1, "ANIM": 6, "ANMF": 16]

  /// The tags of one chunk's first bytes, or nil when it is none of these.
  static func tags(type: String, data: ArraySlice<UInt8>) -> [(String, MetadataValue)]? {
    let reader = BinaryReader(data, bigEndian: false)
    switch type {
    case "VP8 ":
      guard let frame = reader.u8(0), let width = reader.u16(6), let height = reader.u16(8) else { return [] }
      return [
        ("VP8Version", .integer(Int64((frame >> 1) & 7))), ("HorizontalScale", .integer(Int64(width >> 14))),
        ("VerticalScale", .integer(Int64(height >> 14))),
      ]
    case "ALPH":
      guard let header = reader.u8(0) else { return [] }
      return [
        ("AlphaPreprocessing", .integer(Int64((header >> 4) & 3))),
        ("AlphaFiltering", .integer(Int64((header >> 2) & 3))), ("AlphaCompression", .integer(Int64(header & 3))),
      ]
    case "ANIM":
      guard let color = reader.slice(0, 4), let loops = reader.u16(4) else { return [] }
      return [
        ("BackgroundColor", .text(color.map(String.init).joined(separator: " "))),
        ("AnimationLoopCount", .integer(Int64(loops))),
      ]
    default:
      return nil
    }
  }

  /// The top-level chunks ExifTool's WebP reading knows; it lists any other
  /// with `-u` as `Unknown_<type>`, its characters other than letters,
  /// digits, `-` and `_` as `x` and two hex digits (`XMP\0` is `XMPx00`).
  static let knownTypes: Set<String> = [
    "VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP", "EXIF", "XMP ", "C2PA", "LIST", "JUNK",
  ]

  /// The `Unknown_<type>` tag of a chunk ExifTool does not know, by its size.
  static func unknown(type: String, length: Int64) -> (String, MetadataValue)? {
    guard !knownTypes.contains(type) else { return nil }
    let name = type.unicodeScalars.map { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
        ? String(scalar) : "x" + NumberFormatting.hex(UInt8(truncatingIfNeeded: scalar.value), width: 2)
    }.joined()
    return ("Unknown_" + name, .binary(byteCount: Int(clamping: length)))
  }

  /// One ANMF frame's duration in milliseconds (a 24-bit field at byte 12).
  static func frameDuration(_ data: ArraySlice<UInt8>) -> Int? {
    BinaryReader(data, bigEndian: false).u24(12).map(Int.init)
  }
}
