/// What the Photoshop resource and IPTC readers could not read, with the
/// block's own numbers.
enum PhotoshopNotice: NoticeWording {
  /// More resources than `ReadLimits.maxPhotoshopResources`.
  case resourceLimit
  case trailingData(offset: Int)
  case resourceTruncated(id: Int)
  /// More IPTC datasets than `ReadLimits.maxIPTCDatasets`.
  case iptcDatasetLimit
  case iptcTrailingData(offset: Int)
  case iptcDatasetTruncated(record: Int, number: Int)

  var code: ReadingNotice.Code {
    switch self {
    case .resourceLimit, .iptcDatasetLimit: .chunkLimit
    case .trailingData: .photoshopTrailingData
    case .resourceTruncated: .photoshopResourceTruncated
    case .iptcTrailingData: .iptcTrailingData
    case .iptcDatasetTruncated: .iptcDatasetTruncated
    }
  }

  var english: String {
    switch self {
    case .resourceLimit: "more than \(ReadLimits.maxPhotoshopResources) Photoshop resources; the rest is ignored"
    case .trailingData(let offset): "Photoshop resources end in unrecognised data at byte \(offset)"
    case .resourceTruncated(let id): "Photoshop resource 0x\(String(id, radix: 16)) runs past the end of APP13"
    case .iptcDatasetLimit: "IPTC block has more than \(ReadLimits.maxIPTCDatasets) datasets; the rest is ignored"
    case .iptcTrailingData(let offset): "IPTC data ends in unrecognised bytes at \(offset)"
    case .iptcDatasetTruncated(let record, let number):
      "IPTC dataset \(record):\(number) runs past the end of its block"
    }
  }
}
