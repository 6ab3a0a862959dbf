/// What the ICC profile readers could not read, with the profile's own
/// numbers.
enum ICCNotice: NoticeWording {
  case chunksIncomplete
  case tooLarge(size: Int, limit: Int)
  /// More tags than `ReadLimits.maxICCTags`.
  case tagLimit(count: Int)
  /// A text tag longer than `ReadLimits.maxICCTextBytes`.
  case textCut(name: String)

  var code: ReadingNotice.Code {
    switch self {
    case .chunksIncomplete: .iccProblem
    case .tooLarge: .blockTooLarge
    case .tagLimit: .iccTagLimit
    case .textCut: .iccTextCut
    }
  }

  var english: String {
    switch self {
    case .chunksIncomplete: "the ICC profile's APP2 chunks are incomplete or out of sequence"
    case .tooLarge(let size, let limit): "the ICC profile is \(size) bytes, over the limit of \(limit); not read"
    case .tagLimit(let count):
      "the ICC profile lists \(count) tags, over the limit of \(ReadLimits.maxICCTags); its texts are not read"
    case .textCut(let name): "ICC \(name) is longer than \(ReadLimits.maxICCTextBytes) bytes; only its start is shown"
    }
  }
}
