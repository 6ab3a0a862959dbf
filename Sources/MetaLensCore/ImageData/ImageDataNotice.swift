/// Why the image data, or the EXIF thumbnail, was not analysed
/// (`ImageDataAnalyzer`, `CoefficientReader`).
enum ImageDataNotice: NoticeWording {
  /// Refused by a budget or by libjpeg, with its reason.
  case notAnalysed(reason: String)
  /// The file is larger than `limitMiB`, the decoder's bound.
  case tooLarge(limitMiB: Int)
  case damaged
  /// libjpeg stopped, with its message.
  case unreadable(message: String)
  case thumbnailNotCompared(reason: String)

  var code: ReadingNotice.Code {
    switch self {
    case .notAnalysed, .tooLarge, .thumbnailNotCompared: .imageDataSkipped
    case .damaged, .unreadable: .imageDataUnreadable
    }
  }

  var english: String {
    switch self {
    case .notAnalysed(let reason): "the image data is not analysed: \(reason)"
    case .tooLarge(let limit): "the JPEG is larger than \(limit) MiB; its image data is not analysed"
    case .damaged: "the image data is damaged or cut short; it is not analysed"
    case .unreadable(let message): "the image data could not be analysed: \(message)"
    case .thumbnailNotCompared(let reason): "the EXIF thumbnail is not compared: \(reason)"
    }
  }
}
