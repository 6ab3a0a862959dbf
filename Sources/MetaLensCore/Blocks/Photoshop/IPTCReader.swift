/// Reads an IPTC-IIM block (the datasets inside Photoshop resource 0x0404):
/// `By-line`, `Credit`, `Source`, `CopyrightNotice`, `Keywords`…
struct IPTCReader {
  struct Result {
    var tags: [MetadataTag] = []
    var notices: [ReadingNotice] = []
  }

  static let group = "IPTC"

  func read(_ data: [UInt8]) -> Result {
    var result = Result()
    let reader = BinaryReader(data)
    var values: [(key: IPTCDataset.Key, values: [MetadataValue])] = []
    var positions: [IPTCDataset.Key: Int] = [:]
    var offset = 0
    var datasets = 0
    while offset + 5 <= data.count {
      datasets += 1
      guard datasets <= ReadLimits.maxIPTCDatasets else {
        result.notices.append(
          ReadingNotice(PhotoshopNotice.iptcDatasetLimit))
        break
      }
      guard reader.u8(offset) == 0x1C, let record = reader.u8(offset + 1), let number = reader.u8(offset + 2),
        var length = reader.u16(offset + 3).map(Int.init)
      else {
        if data[offset...].contains(where: { $0 != 0 }) {
          result.notices.append(ReadingNotice(PhotoshopNotice.iptcTrailingData(offset: offset)))
        }
        break
      }
      var start = offset + 5
      if length & 0x8000 != 0 {  // extended dataset: the next N bytes hold the length
        let lengthBytes = length & 0x7FFF
        guard lengthBytes <= 4, let extended = reader.slice(start, lengthBytes) else { break }
        length = extended.reduce(0) { $0 << 8 | Int($1) }
        start += lengthBytes
      }
      guard let body = reader.slice(start, length) else {
        result.notices.append(
          ReadingNotice(PhotoshopNotice.iptcDatasetTruncated(record: Int(record), number: Int(number))))

        break
      }
      let key = IPTCDataset.Key(record: record, number: number)
      let value = IPTCDataset.value(of: key, body)
      if let index = positions[key] {
        values[index].values.append(value)
      } else {
        positions[key] = values.count
        values.append((key, [value]))
      }
      offset = start + length
    }
    for (key, list) in values {
      let name = IPTCDataset.name(of: key)
      // A dataset the standard does not let repeat, repeated, is reported
      // each time (as `exiftool -a` does) rather than losing all but one.
      for value in IPTCDataset.isList(key) ? [.list(list)] : list {
        result.tags.append(MetadataTag(group: Self.group, name: name, value: value))
      }
    }
    return result
  }
}
