import MetaLensCore

/// The Content Credentials section's words (headings, actions, ingredients,
/// time-stamps, soft bindings), English and Korean side by side (see
/// `Wording`). The state and its explanation are Core's (`ProvenanceWords`).
enum CredentialsWords: Wording {
  case title
  case signedBy
  case actions
  case ingredients
  case failed
  case by(agent: String)
  case untitled
  case ingredientFailure(ingredient: String, failure: String)
  case timeStamps
  case timeStamp(manifest: String, time: String)
  case unreadableTimeStamp(manifest: String)
  case certificateStatus
  case stapledOCSP(count: Int)
  case softBindings
  case watermark(algorithm: String, over: String)
  case fingerprint(algorithm: String, over: String)
  case unlistedBinding(algorithm: String, over: String)
  case unnamedBinding(over: String)
  case wholeContent
  case region
  case timespan(start: String, end: String)

  func text(_ language: Language) -> String {
    switch self {
    case .title:
      language.pick(en: "Content Credentials", ko: "콘텐츠 자격 증명 (C2PA)")
    case .signedBy:
      language.pick(en: "Signed by", ko: "서명자")
    case .actions:
      language.pick(en: "Actions", ko: "작업")
    case .ingredients:
      language.pick(en: "Ingredients", ko: "구성 요소")
    case .failed:
      language.pick(en: "Failed", ko: "실패한 검사")
    case .by(let agent):
      language.pick(en: ", by \(agent)", ko: ", 도구: \(agent)")
    case .untitled:
      language.pick(en: "untitled", ko: "제목 없음")
    case .ingredientFailure(let ingredient, let failure):
      language.pick(en: "ingredient \(ingredient): \(failure)", ko: "재료 \(ingredient): \(failure)")
    case .timeStamps:
      language.pick(en: "Time-stamp assertions", ko: "타임스탬프 어서션")
    case .timeStamp(let manifest, let time):
      language.pick(
        en: "a time-stamp of manifest \(manifest): \(time); read, not verified",
        ko: "매니페스트 \(manifest)의 타임스탬프: \(time); 읽기만 하고 검증하지 않았습니다")
    case .unreadableTimeStamp(let manifest):
      language.pick(
        en: "a time-stamp of manifest \(manifest) that could not be read",
        ko: "매니페스트 \(manifest)의 타임스탬프(읽을 수 없음)")
    case .certificateStatus:
      language.pick(en: "Certificate status", ko: "인증서 상태")
    case .stapledOCSP(let count):
      language.pick(
        en: "OCSP responses stapled: \(count); metalens does not check them",
        ko: "첨부된 OCSP 응답: \(count)개; metalens는 이를 확인하지 않습니다")
    case .softBindings:
      language.pick(en: "Soft bindings", ko: "소프트 바인딩")
    case .watermark(let algorithm, let over):
      language.pick(
        en: "a soft binding by \(algorithm) (watermark), over \(over); metalens cannot decode watermarks",
        ko: "\(algorithm)의 소프트 바인딩(워터마크), 범위: \(over); metalens는 워터마크를 해독할 수 없습니다")
    case .fingerprint(let algorithm, let over):
      language.pick(
        en: "a soft binding by \(algorithm) (fingerprint), over \(over); metalens cannot compute fingerprints",
        ko: "\(algorithm)의 소프트 바인딩(핑거프린트), 범위: \(over); metalens는 핑거프린트를 계산할 수 없습니다")
    case .unlistedBinding(let algorithm, let over):
      language.pick(
        en: "a soft binding by \(algorithm), an algorithm not on the C2PA list, over \(over); metalens cannot check "
          + "it",
        ko: "\(algorithm)의 소프트 바인딩(C2PA 목록에 없는 알고리즘), 범위: \(over); metalens는 이를 확인할 수 없습니다")
    case .unnamedBinding(let over):
      language.pick(
        en: "a soft binding that names no algorithm, over \(over); metalens cannot check it",
        ko: "알고리즘을 밝히지 않은 소프트 바인딩, 범위: \(over); metalens는 이를 확인할 수 없습니다")
    case .wholeContent:
      language.pick(en: "the whole content", ko: "콘텐츠 전체")
    case .region:
      language.pick(en: "a region", ko: "일부 영역")
    case .timespan(let start, let end):
      language.pick(en: "\(start) to \(end) ms", ko: "\(start)–\(end) ms")
    }
  }
}
