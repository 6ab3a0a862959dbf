/// ExifTool's names for Photoshop image resources and the value it gives the
/// ones metalens does not decode (Photoshop.pm, `Photoshop::Main`): a run of
/// numbers for the resources its table gives a number format, the data's
/// size for the two it marks binary, and otherwise the resource's bytes as
/// they are, which ExifTool prints as text (GridGuidesInfo,
/// ColorHalftoningInfo, PrintInfo2 …). Metalens keeps those bytes
/// (`MetadataValue.bytes`) rather than printing them as text: they are binary
/// structures, and ExifTool's text of them drops NULs and replaces bytes that
/// are not UTF-8 with `?`.
enum PhotoshopResourceNames {
  enum NumberFormat {
    case uint8, uint16, uint32
  }

  /// Resources ExifTool reads as a sub-directory, which `exiftool -listx`
  /// leaves out of the generated table; named as in ExifTool's Photoshop tag
  /// documentation, for when metalens reports them undecoded.
  private static let directories: [UInt16: String] = [
    0x03ED: "ResolutionInfo", 0x0404: "IPTCData", 0x0406: "JPEG_Quality", 0x040F: "ICC_Profile",
    0x041A: "SliceInfo", 0x0421: "VersionInfo", 0x0422: "EXIFInfo", 0x0424: "XMP", 0x0426: "PrintScaleInfo",
    0x0428: "PixelInfo",
  ]

  /// Resources ExifTool marks `Binary` (XMLData, ExifInfo2) or reads as a
  /// sub-directory: it prints their size, never their bytes.
  private static func isBinary(_ id: UInt16) -> Bool {
    id == 0x03EA || id == 0x0423 || directories[id] != nil
  }

  /// The name of resource `id`; unknown IDs are `Photoshop_0xNNNN`, as
  /// ExifTool's `-u` names them.
  static func name(_ id: UInt16) -> String {
    names[id] ?? directories[id] ?? "Photoshop_0x" + NumberFormatting.hex(id, width: 4)
  }

  /// The tag for a resource no decoder of metalens reads. `keepBytes` when
  /// every tag is asked for: otherwise (and past `ReadLimits.maxKeptBytes`)
  /// only the size is kept, which is all `inspect` needs.
  static func tag(id: UInt16, body: [UInt8], keepBytes: Bool) -> MetadataTag {
    let group = PhotoshopIRBReader.group
    if let format = formats[id], let value = numbers(body, format) {
      return MetadataTag(group: group, name: name(id), value: value)
    }
    return MetadataTag(group: group, name: name(id), value: raw(body, keepBytes: keepBytes && !isBinary(id)))
  }

  /// A resource with another signature than `8BIM` (ImageReady's `PHUT`,
  /// PhotoDeluxe's `MeSa` …): ExifTool reads those with an empty table, as
  /// `Photoshop_Unknown_0xNNNN` with their bytes.
  static func otherSignatureTag(id: UInt16, body: [UInt8], keepBytes: Bool) -> MetadataTag {
    MetadataTag(
      group: PhotoshopIRBReader.group, name: "Photoshop_Unknown_0x" + NumberFormatting.hex(id, width: 4),
      value: raw(body, keepBytes: keepBytes))
  }

  private static func raw(_ body: [UInt8], keepBytes: Bool) -> MetadataValue {
    keepBytes && body.count <= ReadLimits.maxKeptBytes ? .bytes(body) : .binary(byteCount: body.count)
  }

  /// Big-endian numbers filling the resource, one number as a number and
  /// several as ExifTool's space-separated text.
  private static func numbers(_ body: [UInt8], _ format: NumberFormat) -> MetadataValue? {
    let reader = BinaryReader(body)
    let width = format == .uint8 ? 1 : format == .uint16 ? 2 : 4
    let values: [UInt32] = stride(from: 0, to: body.count - width + 1, by: width).compactMap { offset in
      switch format {
      case .uint8: reader.u8(offset).map(UInt32.init)
      case .uint16: reader.u16(offset).map(UInt32.init)
      case .uint32: reader.u32(offset)
      }
    }
    guard let first = values.first else { return nil }
    return values.count == 1 ? .integer(Int64(first)) : .text(values.map(String.init).joined(separator: " "))
  }
}
