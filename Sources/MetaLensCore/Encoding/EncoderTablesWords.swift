/// An encoder's quantization tables in words, "IJG tables at quality 80"
/// ("IJG 테이블(품질 80)"): one wording for the summary card's Origin row and
/// the `software-encoded` flag's text and evidence, so the two never name the
/// same tables differently. The quality is the IJG-equivalent one
/// `EncoderIdentity` estimates; unknown, it is left out rather than shown
/// as a question mark.
public struct EncoderTablesWords: Wording {
  public let family: EncoderIdentity.Family
  public let quality: Int?

  public init(_ family: EncoderIdentity.Family, quality: Int?) {
    self.family = family
    self.quality = quality
  }

  /// Nil for a camera's own or unknown tables: nothing a reader could check
  /// by name.
  public init?(_ encoder: EncoderIdentity) {
    guard encoder.family != .camera && encoder.family != .unknown else { return nil }
    self.init(encoder.family, quality: encoder.family == .apple ? nil : encoder.quality)
  }

  public func text(_ language: Language) -> String {
    let tables =
      switch family {
      case .ijg: language.pick(en: "IJG tables", ko: "IJG 테이블")
      case .mozjpeg: language.pick(en: "mozjpeg's tables", ko: "mozjpeg 테이블")
      case .apple: language.pick(en: "Apple's tables", ko: "Apple 테이블")
      case .photoshop: language.pick(en: "Adobe Photoshop's tables", ko: "Adobe Photoshop 테이블")
      case .camera: language.pick(en: "the camera's tables", ko: "카메라 테이블")
      case .unknown: language.pick(en: "unknown tables", ko: "알 수 없는 테이블")
      }
    return tables + (quality.map { language.pick(en: " at quality \($0)", ko: "(품질 \($0))") } ?? "")
  }
}
