/// Reads the APP12 `Ducky` segment that Photoshop's "Save for Web" writes:
/// the quality chosen, and optional comment and copyright text.
enum DuckyReader {
  static let identifier = "Ducky"
  static let group = "Ducky"

  static func tags(_ payload: ArraySlice<UInt8>) -> [MetadataTag] {
    let reader = BinaryReader(payload)
    var tags: [MetadataTag] = []
    var offset = 5
    while let kind = reader.u16(offset), kind != 0, let length = reader.u16(offset + 2).map(Int.init),
      let body = reader.slice(offset + 4, length)
    {
      let data = BinaryReader(body)
      switch kind {
      case 1:
        if let quality = data.u32(0) {
          tags.append(MetadataTag(group: group, name: "Quality", value: .integer(Int64(quality))))
        }
      case 2, 3:
        let text = TextDecoding.utf16(body.dropFirst(4), bigEndian: true)
        tags.append(MetadataTag(group: group, name: kind == 2 ? "Comment" : "Copyright", value: .text(text)))
      default:
        break
      }
      offset += 4 + length
    }
    return tags
  }
}
