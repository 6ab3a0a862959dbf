/// Decodes the Photoshop resources ExifTool reports as tags, with ExifTool's
/// names; the others go to `PhotoshopResourceNames`, which names them and
/// keeps their numbers or bytes as ExifTool does.
enum PhotoshopResourceDecoder {
  static let group = PhotoshopIRBReader.group

  static func tags(id: UInt16, body: [UInt8], keepBytes: Bool) -> [MetadataTag] {
    let reader = BinaryReader(body)
    func tag(_ name: String, _ value: MetadataValue?) -> MetadataTag? {
      value.map { MetadataTag(group: group, name: name, value: $0) }
    }
    func signed16(_ offset: Int) -> MetadataValue? {
      reader.u16(offset).map { .integer(Int64(Int16(bitPattern: $0))) }
    }
    func unsigned32(_ offset: Int) -> MetadataValue? { reader.u32(offset).map { .integer(Int64($0)) } }
    switch id {
    case 0x03ED:  // ResolutionInfo: 16.16 fixed-point resolutions and their units
      return [
        tag("XResolution", reader.u32(0).map { .real(Double($0) / 65536) }),
        tag("DisplayedUnitsX", reader.u16(4).map { .integer(Int64($0)) }),
        tag("YResolution", reader.u32(8).map { .real(Double($0) / 65536) }),
        tag("DisplayedUnitsY", reader.u16(12).map { .integer(Int64($0)) }),
      ].compactMap { $0 }
    case 0x0406:  // JPEG_Quality: Photoshop's "Save As" quality (stored as quality − 4)
      return [
        tag("PhotoshopQuality", signed16(0)), tag("PhotoshopFormat", signed16(2)), tag("ProgressiveScans", signed16(4)),
      ]
      .compactMap { $0 }
    case 0x040A: return [tag("CopyrightFlag", reader.u8(0).map { .integer(Int64($0)) })].compactMap { $0 }
    case 0x040B: return [tag("URL", .text(TextDecoding.text(body)))].compactMap { $0 }
    case 0x040D: return [tag("GlobalAngle", unsigned32(0))].compactMap { $0 }
    case 0x0419: return [tag("GlobalAltitude", unsigned32(0))].compactMap { $0 }
    case 0x0425:
      return [tag("IPTCDigest", .text(body.map { NumberFormatting.hex($0, width: 2) }.joined()))].compactMap { $0 }
    case 0x0421: return versionInfo(reader)
    default:
      return [PhotoshopResourceNames.tag(id: id, body: body, keepBytes: keepBytes)]
    }
  }

  /// VersionInfo: whether real merged data was saved, and which application
  /// wrote and can read the file.
  private static func versionInfo(_ reader: BinaryReader) -> [MetadataTag] {
    var tags: [MetadataTag] = []
    guard let merged = reader.u8(4) else { return tags }
    tags.append(MetadataTag(group: group, name: "HasRealMergedData", value: .integer(Int64(merged))))
    var offset = 5
    for name in ["WriterName", "ReaderName"] {
      guard let units = reader.u32(offset).map(Int.init), units < 1024, let text = reader.slice(offset + 4, units * 2)
      else { break }
      tags.append(MetadataTag(group: group, name: name, value: .text(TextDecoding.utf16(text, bigEndian: true))))
      offset += 4 + units * 2
    }
    return tags
  }
}
