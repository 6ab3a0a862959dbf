/// Reads Photoshop image resource blocks (`8BIM`…) from APP13: the resource
/// list, the resources ExifTool decodes (JPEG save quality, resolution,
/// version info…) and the IPTC-IIM block inside resource 0x0404.
struct PhotoshopIRBReader {
  struct Result {
    var resources: [PhotoshopResource] = []
    var tags: [MetadataTag] = []
    var notices: [ReadingNotice] = []
  }

  /// Decode the resources `inspect` does not need (PhotoshopResourceDetails).
  var allTags = false

  static let identifier = "Photoshop 3.0"
  static let group = "Photoshop"
  private static let signatures: Set<String> = ["8BIM", "PHUT", "DCSR", "AgHg", "MeSa"]

  /// Reads the concatenated payloads of the file's APP13 segments, each
  /// starting with `Photoshop 3.0\0`.
  func read(_ data: [UInt8]) -> Result {
    var result = Result()
    let reader = BinaryReader(data)
    var offset = 0
    while offset + 12 <= data.count {
      guard result.resources.count < ReadLimits.maxPhotoshopResources else {
        result.notices.append(
          ReadingNotice(PhotoshopNotice.resourceLimit))
        break
      }
      guard let signature = reader.slice(offset, 4).map({ TextDecoding.text($0) }),
        Self.signatures.contains(signature), let id = reader.u16(offset + 4), let nameLength = reader.u8(offset + 6)
      else {
        result.notices.append(
          ReadingNotice(PhotoshopNotice.trailingData(offset: offset)))
        break
      }
      let nameField = (1 + Int(nameLength) + 1) & ~1
      let name = reader.slice(offset + 7, Int(nameLength)).map { TextDecoding.text($0) } ?? ""
      guard let size = reader.u32(offset + 6 + nameField).map(Int.init),
        let body = reader.slice(offset + 10 + nameField, size)
      else {
        result.notices.append(
          ReadingNotice(PhotoshopNotice.resourceTruncated(id: Int(id))))

        break
      }
      result.resources.append(PhotoshopResource(id: id, name: name, length: size))
      let bytes = Array(body)
      if signature != "8BIM" {
        // Not Photoshop's own: ExifTool keeps the bytes and decodes nothing,
        // metalens still reads IPTC from 0x0404 (exiv2 does too).
        result.tags.append(PhotoshopResourceNames.otherSignatureTag(id: id, body: bytes, keepBytes: allTags))
      }
      if id == 0x0404 {
        let iptc = IPTCReader().read(bytes)
        result.tags += iptc.tags
        result.notices += iptc.notices
      } else if signature == "8BIM" {
        result.tags +=
          (allTags ? PhotoshopResourceDetails.tags(id: id, body: bytes) : nil)
          ?? PhotoshopResourceDecoder.tags(id: id, body: bytes, keepBytes: allTags)
      }
      offset += 10 + nameField + size + (size & 1)
    }
    return result
  }

  /// The payloads of all APP13 Photoshop segments joined, identifier removed:
  /// a long resource may continue from one segment into the next.
  static func join(_ payloads: [ArraySlice<UInt8>]) -> [UInt8] {
    let prefix = Array((identifier + "\0").utf8)
    return payloads.reduce(into: []) { joined, payload in
      joined += payload.starts(with: prefix) ? payload.dropFirst(prefix.count) : payload[...]
    }
  }
}
