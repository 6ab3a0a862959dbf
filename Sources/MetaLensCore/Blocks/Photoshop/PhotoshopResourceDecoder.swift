/// Decodes the Photoshop resources ExifTool reports as tags, with ExifTool's
/// names; other resources appear as binary, unknown ones as `Photoshop_0xNNNN`.
enum PhotoshopResourceDecoder {
  static let group = PhotoshopIRBReader.group

  /// Resources reported by name only (their content stays binary).
  private static let binaryNames: [UInt16: String] = [
    0x03E9: "MacintoshPrintInfo", 0x03EA: "XMLData", 0x03F3: "PrintFlags", 0x03F5: "ColorHalftoningInfo",
    0x03F8: "ColorTransferFuncs", 0x0401: "WorkingPath", 0x0402: "LayersGroupInfo",
    0x0408: "GridGuidesInfo", 0x040C: "PhotoshopThumbnail", 0x041A: "SlicesGroupName",
    0x041E: "URL_List", 0x0422: "EXIFInfo", 0x0423: "ExifInfo2", 0x0424: "XMLData",
    0x0426: "PrintScale", 0x042D: "LayerSelectionIDs", 0x0430: "LayerGroupsEnabledID",
    0x043A: "PrintInfo2", 0x043B: "PrintStyle", 0x0BB7: "ClippingPathName", 0x2710: "PrintFlagsInfo",
    0x0BB8: "OriginPathInfo", 0x0428: "PixelAspectRatio", 0x0435: "ChannelOptions",
    0x040F: "ICC_Profile", 0x0410: "Watermark", 0x0415: "UnicodeAlphaNames",
  ]

  static func tags(id: UInt16, body: [UInt8]) -> [MetadataTag] {
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
    case 0x0400: return [tag("TargetLayerID", reader.u16(0).map { .integer(Int64($0)) })].compactMap { $0 }
    case 0x0411: return [tag("ICC_Untagged", reader.u8(0).map { .integer(Int64($0)) })].compactMap { $0 }
    case 0x0414: return [tag("IDsBaseValue", unsigned32(0))].compactMap { $0 }
    case 0x0419: return [tag("GlobalAltitude", unsigned32(0))].compactMap { $0 }
    case 0x0425:
      return [tag("IPTCDigest", .text(body.map { NumberFormatting.hex($0, width: 2) }.joined()))].compactMap { $0 }
    case 0x0421: return versionInfo(reader)
    default:
      let name = binaryNames[id] ?? "Photoshop_0x" + NumberFormatting.hex(id, width: 4)
      return [MetadataTag(group: group, name: name, value: .binary(byteCount: body.count))]
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
