/// What the copy rules (`ScoringRules+Copies.swift`) found, in English and
/// Korean side by side.
enum CopyFindings: Wording {
  /// `platform-reencoded`: the platforms whose re-encoding it matches
  /// (alternatives, "A or B"), the others that write the same header, and
  /// the platforms that send an original when asked.
  case platformReencoded(named: [String], shared: [String], originals: [String])
  /// `software-encoded`, with the header fact that says so.
  case softwareEncoded(SoftwareEncodingFact)

  func text(_ language: Language) -> String {
    switch self {
    case .platformReencoded(let named, let shared, let originals):
      let alternatives = named.dropFirst().reduce(named.first ?? "") {
        language.pick(en: "\($0) or \($1)", ko: "\($0) 또는 \($1)")
      }
      let same =
        shared.isEmpty
        ? "" : language.pick(en: "; the same header comes from ", ko: ". 같은 헤더를 쓰는 것: ") + language.list(shared)
      let asked =
        originals.isEmpty
        ? ""
        : language.pick(
          en: " (in \(language.list(originals)): send it as a file, or at original quality)",
          ko: "(\(language.list(originals)): 파일로 보내기 또는 원본 화질로 보내기)")
      return language.pick(
        en: "Consistent with \(alternatives)\(same). The metadata went with that re-encoding, not necessarily by the "
          + "sender's choice; to examine the original, ask the sender for the file as taken\(asked), inspect it, and "
          + "run metalens compare on the pair.",
        ko: "\(alternatives)의 출력과 일치합니다\(same). 메타데이터는 이 재인코딩에서 사라진 것이며, 보낸 사람이 일부러 지운 것이라고 볼 수 없습니다. "
          + "원본을 확인하려면 보낸 사람에게 촬영한 그대로의 파일을 요청하고\(asked) 그 파일을 검사한 뒤, 두 파일에 metalens compare를 실행하십시오.")
    case .softwareEncoded(let fact):
      let value = fact.text(language)
      return language.pick(
        en: "Encoded by software: \(value), and no camera named.", ko: "프로그램이 인코딩했습니다: \(value). 카메라 이름은 없습니다.")
    }
  }
}
