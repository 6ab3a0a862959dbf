/// Why the APP2 chunks of an ICC profile were not read.
enum ICCProblem: Error, Equatable {
  case incomplete
  case tooLarge(size: Int, limit: Int)

  var notice: ReadingNotice {
    switch self {
    case .incomplete: ReadingNotice(.iccProblem, "the ICC profile's APP2 chunks are incomplete or out of sequence")
    case .tooLarge(let size, let limit):
      ReadingNotice(.blockTooLarge, "the ICC profile is \(size) bytes, over the limit of \(limit); not read")
    }
  }
}
