/// Reads the JFIF APP0 segment: version and pixel density.
enum JFIFReader {
  static let identifier = "JFIF"
  static let group = "JFIF"

  static func tags(_ payload: ArraySlice<UInt8>) -> [MetadataTag] {
    let reader = BinaryReader(payload)
    guard let major = reader.u8(5), let minor = reader.u8(6), let unit = reader.u8(7),
      let x = reader.u16(8), let y = reader.u16(10)
    else { return [] }
    return [
      MetadataTag(group: group, name: "JFIFVersion", value: .text("\(major) \(minor)")),
      MetadataTag(group: group, name: "ResolutionUnit", value: .integer(Int64(unit))),
      MetadataTag(group: group, name: "XResolution", value: .integer(Int64(x))),
      MetadataTag(group: group, name: "YResolution", value: .integer(Int64(y))),
    ]
  }
}
