import MetaLensCore

/// The summary card's Origin row in words (the file's state, its resizing and
/// the platforms it matches; the encoder's tables are `EncoderTablesWords`),
/// English and Korean side by side (see `Wording`).
enum FileOriginWords: Wording {
  case cameraOriginal
  case metadataRewritten
  case reEncoded(how: String)
  case reEncodedLike(how: String, platforms: String)
  case edited
  case generated
  case cutShort
  /// The picture's long edge, which a platform's resizing sets.
  case longEdge(pixels: Int64)
  case platform(name: String, variant: String)
  case or

  func text(_ language: Language) -> String {
    switch self {
    case .cameraOriginal:
      language.pick(
        en: "Consistent with the camera's own file: no sign it was encoded again or rewritten",
        ko: "카메라가 만든 파일과 일치: 다시 인코딩되거나 다시 쓰였다는 흔적이 없습니다")
    case .metadataRewritten:
      language.pick(
        en: "The camera's image data, its metadata rewritten by a tool",
        ko: "카메라의 이미지 데이터이며, 메타데이터는 도구로 다시 쓰였습니다")
    case .reEncoded(let how):
      language.pick(en: "Not the camera's original file: encoded again\(how)", ko: "카메라 원본 파일이 아닙니다: 다시 인코딩됨\(how)")
    case .reEncodedLike(let how, let platforms):
      language.pick(
        en: "Not the camera's original file: encoded again\(how), consistent with \(platforms)",
        ko: "카메라 원본 파일이 아닙니다: 다시 인코딩됨\(how), \(platforms)의 결과와 일치")
    case .edited:
      language.pick(en: "Not the camera's original file: saved by an editor", ko: "카메라 원본 파일이 아닙니다: 편집 프로그램으로 저장됨")
    case .generated:
      language.pick(en: "Made by a generative AI system, not a camera", ko: "카메라가 아닌 생성형 AI 시스템이 만든 파일")
    case .cutShort:
      language.pick(
        en: "Not the camera's whole file: it is cut short, inside its metadata or its picture data",
        ko: "카메라가 만든 온전한 파일이 아닙니다: 메타데이터나 사진 데이터 중간에서 잘렸습니다")
    case .longEdge(let pixels):
      language.pick(en: "long edge \(pixels) px", ko: "긴 변 \(pixels)px")
    case .platform(let name, let variant):
      language.pick(en: "\(name) (\(variant))", ko: "\(name)(\(variant))")
    case .or:
      language.pick(en: " or ", ko: " 또는 ")
    }
  }
}
