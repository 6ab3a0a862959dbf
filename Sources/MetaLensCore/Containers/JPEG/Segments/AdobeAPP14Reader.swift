/// Reads the Adobe APP14 segment, written by Adobe's encoders (and copied by
/// others): DCT encoder version, flags and colour transform.
enum AdobeAPP14Reader {
  static let identifier = "Adobe"
  static let group = "Adobe"

  static func tags(_ payload: ArraySlice<UInt8>) -> [MetadataTag] {
    let reader = BinaryReader(payload)
    guard let version = reader.u16(5), let flags0 = reader.u16(7), let flags1 = reader.u16(9),
      let transform = reader.u8(11)
    else { return [] }
    return [
      MetadataTag(group: group, name: "DCTEncodeVersion", value: .integer(Int64(version))),
      MetadataTag(group: group, name: "APP14Flags0", value: .integer(Int64(flags0))),
      MetadataTag(group: group, name: "APP14Flags1", value: .integer(Int64(flags1))),
      MetadataTag(group: group, name: "ColorTransform", value: .integer(Int64(transform))),
    ]
  }
}
