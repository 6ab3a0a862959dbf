/// Why a comparison's relation is `undetermined`, as typed words in both
/// languages (issue 30: it was an English sentence on a Korean page). A
/// decoder's own message (libjpeg's, libheif's) and a limit's detail are
/// quoted as they came, as evidence another tool can reproduce.
public enum ComparisonReason: Wording {
  /// The pictures are alike but not one picture.
  case alike
  /// A picture declares more pixels than metalens decodes.
  case overLimit(path: String, width: Int, height: Int, limit: Int)
  /// A picture is not decoded within another of the decode limits
  /// (memory for progressive scans, the number of scans, the file's
  /// allowance); `detail` says which.
  case limit(path: String, detail: String)
  /// The decoder could not decode the picture.
  case undecodable(path: String, decoder: String)
  /// The decoder refused the picture, in its words.
  case decoder(path: String, decoder: String, message: String)
  /// An animated picture, which the decoder does not draw a frame of.
  case animated(path: String, decoder: String)
  /// The decoder, loaded on first use, could not be loaded (`CHeifLoader`):
  /// `detail` is the dynamic loader's words.
  case decoderUnavailable(path: String, decoder: String, detail: String)

  public func text(_ language: Language) -> String {
    switch self {
    case .alike:
      language.pick(
        en: "the pictures are alike but not one picture: changed throughout, or another shot of the scene",
        ko: "두 사진은 비슷하지만 같은 사진이 아닙니다: 전체가 바뀌었거나 같은 장면을 다시 찍은 사진입니다")
    case .overLimit(let path, let width, let height, let limit):
      language.pick(
        en: "\(path) declares \(width) × \(height) pixels, more than the \(JPEGDecodeLimits.megapixels(limit)) limit "
          + "for decoding",
        ko: "\(path)은(는) \(width) × \(height) 픽셀로, 디코딩 한도(\(Self.megapixels(limit))메가픽셀)를 넘습니다")
    case .limit(let path, let detail):
      language.pick(
        en: "the picture of \(path) is not decoded: \(detail)",
        ko: "\(path)의 이미지는 디코딩하지 않았습니다: \(detail)")
    case .undecodable(let path, let decoder):
      language.pick(en: "\(decoder) could not decode \(path)", ko: "\(decoder)이(가) \(path)을(를) 디코딩하지 못했습니다")
    case .decoder(let path, let decoder, let message):
      language.pick(
        en: "\(decoder) could not decode \(path): \(message)",
        ko: "\(decoder)이(가) \(path)을(를) 디코딩하지 못했습니다: \(message)")
    case .animated(let path, let decoder):
      language.pick(
        en: "\(path) is animated, and \(decoder) decodes still pictures only: compare a frame saved as a picture",
        ko: "\(path)은(는) 움직이는 그림이며 \(decoder)은(는) 정지 그림만 디코딩합니다. 한 프레임을 그림으로 저장해 비교하십시오")
    case .decoderUnavailable(let path, let decoder, let detail):
      language.pick(
        en: "\(path) is not decoded: \(decoder) could not be loaded (\(detail)); install the \(decoder)1 package",
        ko: "\(path)은(는) 디코딩하지 않았습니다: \(decoder)을(를) 불러오지 못했습니다(\(detail)). \(decoder)1 패키지를 설치하세요")
    }
  }

  /// `200`, `4.2`: megapixels without the English word.
  static func megapixels(_ pixels: Int) -> String {
    let tenths = (pixels + 50_000) / 100_000
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }
}
