/// Photoshop resources ExifTool decodes into values but `inspect` does not
/// need (print settings, slices, layer selections, thumbnails), decoded only when every
/// tag is asked for, as Photoshop.pm names and values them with `-n`.
/// Layouts: Adobe Photoshop File Formats Specification, "Image Resource IDs".
enum PhotoshopResourceDetails {
  static let group = PhotoshopIRBReader.group

  /// The tags for resource `id`, or nil when it is not one of these.
  static func tags(id: UInt16, body: [UInt8]) -> [MetadataTag]? {
    let reader = BinaryReader(body)
    func tag(_ name: String, _ value: MetadataValue) -> MetadataTag {
      MetadataTag(group: group, name: name, value: value)
    }
    func float(_ offset: Int) -> String? {
      reader.u32(offset).map { NumberFormatting.text(Double(Float(bitPattern: $0)), significantDigits: 7) }
    }
    switch id {
    case 0x042D:  // LayerSelectionIDs: a count, then 32-bit layer IDs
      guard let count = reader.u16(0) else { return [] }
      let ids = (0..<Int(min(count, 4096))).compactMap { reader.u32(2 + 4 * $0) }.map(String.init)
      return [tag("LayerSelectionIDs", .text(ids.joined(separator: " ")))]
    case 0x040C, 0x0409:  // PhotoshopThumbnail, PhotoshopBGRThumbnail: a 28-byte header, then JPEG data
      return [tag(PhotoshopResourceNames.name(id), .binary(byteCount: max(0, body.count - 28)))]
    case 0x0426:  // PrintScaleInfo: style, position (2 floats), scale (float)
      guard let style = reader.u16(0), let x = float(2), let y = float(6), let scale = float(10) else { return [] }
      return [
        tag("PrintStyle", .integer(Int64(style))), tag("PrintPosition", .text("\(x) \(y)")),
        tag("PrintScale", .real(Double(scale) ?? 0)),
      ]
    case 0x0428:  // PixelInfo: a version, then the aspect ratio as a double
      guard let bits = reader.u64(4) else { return [] }
      return [tag("PixelAspectRatio", .real(Double(bitPattern: bits)))]
    case 0x041A:  // SliceInfo: version, bounds, group name (Unicode), slice count
      guard let units = reader.u32(20).map(Int.init), units < 4096, let name = reader.slice(24, units * 2),
        let count = reader.u32(24 + units * 2)
      else { return [] }
      return [
        tag("SlicesGroupName", .text(TextDecoding.utf16(name, bigEndian: true).trimmingNUL)),
        tag("NumSlices", .integer(Int64(count))),
      ]
    case 0x041E:  // URL_List: a count, then the URLs; ExifTool lists an empty one as []
      guard reader.u32(0) == 0 else { return nil }
      return [tag("URL_List", .list([]))]
    case 0x0BB7:  // ClippingPathName: a Pascal string
      guard let length = reader.u8(0), let text = reader.slice(1, Int(length)) else { return [] }
      return [tag("ClippingPathName", .text(TextDecoding.text(text)))]
    default:
      return nil
    }
  }
}

extension String {
  /// Without the NULs that end a Photoshop Unicode string.
  fileprivate var trimmingNUL: String {
    var text = self
    while text.last == "\0" { text.removeLast() }
    return text
  }
}
