/// Why an Extended XMP packet could not be assembled.
enum ExtendedXMPProblem: Error, Hashable {
  case missingChunks
  case tooLarge(Int)
  case inconsistent

  var description: String {
    switch self {
    case .missingChunks: "is missing chunks"
    case .tooLarge(let length): "declares \(length) bytes, over the limit"
    case .inconsistent: "has chunks that disagree on its length or lie outside it"
    }
  }
}
