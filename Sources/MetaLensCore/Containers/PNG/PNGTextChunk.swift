/// A PNG text chunk (`tEXt`, `zTXt` or `iTXt`) unpacked: its keyword, its
/// language (iTXt) and its text, inflated under `ReadLimits.maxInflatedTextBytes`
/// and what is left of the file's `ReadLimits.maxInflatedTextBytesPerFile`.
struct PNGTextChunk: Equatable {
  var keyword: String
  var language: String
  /// The text's bytes (UTF-8 for iTXt, Latin-1 for tEXt and zTXt).
  var data: [UInt8]
  /// Why the text is incomplete (damaged or capped compressed data), if it is.
  var problem: String?
  /// Compressed text left compressed: the file's texts had already inflated
  /// to `ReadLimits.maxInflatedTextBytesPerFile`.
  var overFileLimit = false

  var text: String { TextDecoding.text(data) }

  /// Unpacks a chunk's data, or returns nil when it is not a text chunk or
  /// has no keyword terminator. Compressed text inflates to at most
  /// `inflateLeft` bytes, which it then takes from.
  static func parse(type: String, data: ArraySlice<UInt8>, inflateLeft: inout Int) -> PNGTextChunk? {
    guard let nul = data.firstIndex(of: 0) else { return nil }
    let keyword = TextDecoding.text(data[data.startIndex..<nul])
    let rest = data[(nul + 1)...]
    switch type {
    case "tEXt":
      return PNGTextChunk(keyword: keyword, language: "", data: Array(rest))
    case "zTXt":
      guard rest.first == 0 else {
        return PNGTextChunk(keyword: keyword, language: "", data: [], problem: "unknown compression method")
      }
      return inflated(keyword: keyword, language: "", rest.dropFirst(), inflateLeft: &inflateLeft)
    case "iTXt":
      guard rest.count >= 2 else { return nil }
      let compressed = rest[rest.startIndex] != 0
      let afterFlags = rest.dropFirst(2)
      guard let languageEnd = afterFlags.firstIndex(of: 0) else { return nil }
      let language = TextDecoding.text(afterFlags[afterFlags.startIndex..<languageEnd])
      let afterLanguage = afterFlags[(languageEnd + 1)...]
      guard let translatedEnd = afterLanguage.firstIndex(of: 0) else { return nil }
      let text = afterLanguage[(translatedEnd + 1)...]
      return compressed
        ? inflated(keyword: keyword, language: language, text, inflateLeft: &inflateLeft)
        : PNGTextChunk(keyword: keyword, language: language, data: Array(text))
    default:
      return nil
    }
  }

  private static func inflated(
    keyword: String, language: String, _ compressed: ArraySlice<UInt8>, inflateLeft: inout Int
  ) -> PNGTextChunk {
    let perFile = ReadLimits.maxInflatedTextBytesPerFile
    guard inflateLeft > 0 else {
      return PNGTextChunk(keyword: keyword, language: language, data: [], overFileLimit: true)
    }
    let cap = min(ReadLimits.maxInflatedTextBytes, inflateLeft)
    let outcome = Inflater(maxOutput: cap).inflate(compressed)
    switch outcome {
    case .complete(let bytes), .capped(let bytes), .damaged(let bytes, _): inflateLeft -= bytes.count
    }
    switch outcome {
    case .complete(let bytes):
      return PNGTextChunk(keyword: keyword, language: language, data: bytes)
    case .capped(let bytes):
      let limit =
        cap < ReadLimits.maxInflatedTextBytes
        ? "\(cap) bytes, what was left of the \(perFile) bytes one file's compressed texts may inflate to"
        : "\(cap) bytes"
      return PNGTextChunk(
        keyword: keyword, language: language, data: bytes,
        problem: "inflates to more than \(limit); only the first \(cap) are kept")
    case .damaged(let bytes, let reason):
      return PNGTextChunk(
        keyword: keyword, language: language, data: bytes, problem: "damaged compressed text (\(reason))")
    }
  }
}
