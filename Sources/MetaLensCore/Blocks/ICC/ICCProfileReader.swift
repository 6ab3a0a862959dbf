/// Reads an ICC profile: its header (ExifTool's `ICC-header` group: CMM,
/// version, class, creator…) and its text tags (`ICC_Profile` group:
/// description, copyright, device maker and model).
struct ICCProfileReader {
  static let identifier = "ICC_PROFILE"
  static let headerGroup = "ICC-header"
  static let profileGroup = "ICC_Profile"

  /// Joins APP2 `ICC_PROFILE` chunks in their sequence order. Each payload is
  /// the identifier and NUL, a 1-based sequence number, the chunk count, then
  /// data. Nil when chunks are missing or repeated; the profile is read only
  /// when it is at most `maxLength` bytes.
  static func reassemble(_ payloads: [ArraySlice<UInt8>], maxLength: Int) -> Result<[UInt8], ICCProblem> {
    let prefixLength = identifier.utf8.count + 1
    var chunks: [Int: ArraySlice<UInt8>] = [:]
    var expected = 0
    for payload in payloads {
      let reader = BinaryReader(payload)
      guard let sequence = reader.u8(prefixLength).map(Int.init), let count = reader.u8(prefixLength + 1).map(Int.init)
      else { return .failure(.incomplete) }
      expected = count
      guard chunks[sequence] == nil else { return .failure(.incomplete) }
      chunks[sequence] = reader.suffix(from: prefixLength + 2) ?? []
    }
    guard expected > 0, chunks.count == expected, (1...expected).allSatisfy({ chunks[$0] != nil }) else {
      return .failure(.incomplete)
    }
    let size = chunks.values.reduce(0) { $0 + $1.count }
    guard size <= maxLength else { return .failure(.tooLarge(size: size, limit: maxLength)) }
    return .success((1...expected).reduce(into: []) { $0 += chunks[$1] ?? [] })
  }

  /// The header and text tags; with `allTags`, every other tag ExifTool
  /// names too (`ICCTagDecoder`), which `inspect` does not need.
  func read(_ profile: [UInt8], allTags: Bool = false, notices: inout [ReadingNotice]) -> [MetadataTag] {
    let reader = BinaryReader(profile)
    guard profile.count >= 128, reader.matches(Array("acsp".utf8), at: 36) else { return [] }
    var tags: [MetadataTag] = []
    func header(_ name: String, _ value: MetadataValue?) {
      if let value { tags.append(MetadataTag(group: Self.headerGroup, name: name, value: value)) }
    }
    // A signature is a four-byte string: ExifTool ends it at its first NUL
    // (a DeviceModel of 00 00 00 01 is empty).
    func signature(_ offset: Int) -> MetadataValue? {
      reader.slice(offset, 4).map { .text(TextDecoding.text($0.prefix { $0 != 0 })) }
    }
    header("ProfileCMMType", signature(4))
    header("ProfileVersion", reader.u16(8).map { .integer(Int64($0)) })
    header("ProfileClass", signature(12))
    header("ColorSpaceData", signature(16))
    header("ProfileConnectionSpace", signature(20))
    header("ProfileDateTime", dateTime(reader, at: 24))
    header("ProfileFileSignature", signature(36))
    header("PrimaryPlatform", signature(40))
    header("CMMFlags", reader.u32(44).map { .integer(Int64($0)) })
    header("DeviceManufacturer", signature(48))
    header("DeviceModel", signature(52))
    header("DeviceAttributes", reader.u32(56).flatMap { high in reader.u32(60).map { .text("\(high) \($0)") } })
    header("RenderingIntent", reader.u32(64).map { .integer(Int64($0)) })
    header("ConnectionSpaceIlluminant", illuminant(reader, at: 68))
    header("ProfileCreator", signature(80))
    header("ProfileID", reader.slice(84, 16).map { .text($0.map(String.init).joined(separator: " ")) })
    tags += textTags(reader, allTags: allTags, notices: &notices)
    return tags
  }

  /// The header's creation date, as ExifTool writes it.
  private func dateTime(_ reader: BinaryReader, at offset: Int) -> MetadataValue? {
    let parts = (0..<6).compactMap { reader.u16(offset + 2 * $0).map(Int.init) }
    guard parts.count == 6 else { return nil }
    let pad = NumberFormatting.zeroPadded
    return .text(
      "\(pad(parts[0], 4)):\(pad(parts[1], 2)):\(pad(parts[2], 2)) \(pad(parts[3], 2)):\(pad(parts[4], 2)):\(pad(parts[5], 2))"
    )
  }

  private func illuminant(_ reader: BinaryReader, at offset: Int) -> MetadataValue? {
    let values = (0..<3).compactMap { reader.u32(offset + 4 * $0) }
    guard values.count == 3 else { return nil }
    return .text(
      values.map { NumberFormatting.text(Double(Int32(bitPattern: $0)) / 65536, significantDigits: 5) }.joined(
        separator: " "))
  }

  /// The description, copyright and device text tags, in `desc`, `text` or
  /// `mluc` form (the first localisation of a multi-language tag).
  private func textTags(_ reader: BinaryReader, allTags: Bool, notices: inout [ReadingNotice]) -> [MetadataTag] {
    let names = [
      "desc": "ProfileDescription", "cprt": "ProfileCopyright", "dmnd": "DeviceMfgDesc",
      "dmdd": "DeviceModelDesc", "vued": "ViewingCondDesc",
    ]
    guard let count = reader.u32(128).map(Int.init) else { return [] }
    guard count <= ReadLimits.maxICCTags else {
      notices.append(
        ReadingNotice(ICCNotice.tagLimit(count: count)))
      return []
    }
    var tags: [MetadataTag] = []
    var seen = Set<String>()
    let decoder = ICCTagDecoder(reader: reader)
    for index in 0..<count {
      let entry = 132 + 12 * index
      if allTags, let signature = reader.slice(entry, 4).map({ TextDecoding.text($0) }), names[signature] == nil,
        seen.insert(signature).inserted, let offset = reader.u32(entry + 4), let size = reader.u32(entry + 8)
      {
        tags += decoder.decode(signature: signature, offset: Int(offset), size: Int(size))
        continue
      }
      guard let signature = reader.slice(entry, 4).map({ TextDecoding.text($0) }), let name = names[signature],
        seen.insert(signature).inserted,
        let offset = reader.u32(entry + 4).map(Int.init), let size = reader.u32(entry + 8).map(Int.init),
        let body = reader.slice(offset, min(size, reader.count - offset)), let text = Self.text(of: BinaryReader(body))
      else { continue }
      if text.cut {
        notices.append(
          ReadingNotice(ICCNotice.textCut(name: name)))

      }
      tags.append(MetadataTag(group: Self.profileGroup, name: name, value: .text(text.text)))
    }
    return tags
  }

  /// The text of a `desc`, `text` or `mluc` tag, at most
  /// `ReadLimits.maxICCTextBytes` of it, and whether it was cut.
  static func text(of tag: BinaryReader) -> (text: String, cut: Bool)? {
    let limit = ReadLimits.maxICCTextBytes
    guard let type = tag.slice(0, 4).map({ TextDecoding.text($0) }) else { return nil }
    switch type {
    case "desc":
      guard let length = tag.u32(8).map(Int.init), let text = tag.slice(12, min(length, limit + 1)) else { return nil }
      return capped(text)
    case "text":
      return tag.slice(8, min(max(0, tag.count - 8), limit + 1)).map(capped)
    case "mluc":
      guard let records = tag.u32(8), records > 0, let length = tag.u32(20).map(Int.init),
        let offset = tag.u32(24).map(Int.init), let text = tag.slice(offset, min(length, limit) & ~1)
      else { return nil }
      return (TextDecoding.utf16(text, bigEndian: true), length > limit)
    default:
      return nil
    }
  }

  /// A NUL-terminated text, cut to the limit.
  private static func capped(_ bytes: ArraySlice<UInt8>) -> (text: String, cut: Bool) {
    let content = bytes.prefix { $0 != 0 }
    let limit = ReadLimits.maxICCTextBytes
    return (TextDecoding.cString(content.prefix(limit)), content.count > limit)
  }
}
