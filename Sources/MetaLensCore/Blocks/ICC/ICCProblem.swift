/// Why the APP2 chunks of an ICC profile were not read.
enum ICCProblem: Error, Equatable {
  case incomplete
  case tooLarge(size: Int, limit: Int)

  var notice: ReadingNotice {
    switch self {
    case .incomplete: ReadingNotice(ICCNotice.chunksIncomplete)
    case .tooLarge(let size, let limit): ReadingNotice(ICCNotice.tooLarge(size: size, limit: limit))

    }
  }
}
