/// The scoring table's own words: the guide's section title for each kind
/// of rule, what each score band suggests, and what no metadata reading can
/// tell; English and Korean side by side (see `Wording`). The English is
/// also what `guide --json` carries.
public enum TableWords: Wording {
  case kind(RuleKind)
  case band(ScoringRules.Band)
  case limit(Limit)

  /// What metadata cannot tell, in the order the guide and report list it.
  public enum Limit: Sendable, Hashable, CaseIterable {
    case forged, stripped, invisible, credentials, weighing
  }

  public func text(_ language: Language) -> String {
    switch self {
    case .kind(.ai): language.pick(en: "Generative AI (declared)", ko: "생성형 AI (파일에 선언됨)")
    case .kind(.definite): language.pick(en: "Definite signs of editing", ko: "확실한 편집 흔적")
    case .kind(.probable): language.pick(en: "Probable signs", ko: "편집 가능성을 시사하는 흔적")
    case .kind(.copy): language.pick(en: "Signs of a re-encoded copy", ko: "다시 인코딩된 사본의 흔적")
    case .kind(.missing): language.pick(en: "Missing metadata", ko: "누락된 메타데이터")
    case .kind(.neutral): language.pick(en: "Factors that do not change the score", ko: "점수에 영향을 주지 않는 사항")
    case .kind(.positive): language.pick(en: "Signs of an original", ko: "원본임을 뒷받침하는 증거")
    case .band(.high):
      language.pick(
        en: "likely original: evidence of a capture and no sign against the file",
        ko: "원본 가능성 높음: 촬영 증거가 있고 반대되는 흔적이 없음")
    case .band(.medium):
      language.pick(
        en: "possibly edited, or a re-encoded copy: probable signs of change, or a copy encoded again, nothing "
          + "definite",
        ko: "편집 가능성 있음, 또는 다시 인코딩된 사본: 변경을 시사하는 흔적이나 다시 인코딩된 흔적이 있으나 확실한 것은 없음")
    case .band(.low):
      language.pick(
        en: "edited, or made or changed with generative AI: a definite sign or a declaration",
        ko: "편집됨, 또는 생성형 AI로 만들거나 변경됨: 확실한 흔적이나 선언이 있음")
    case .limit(.forged):
      language.pick(
        en: "Metadata can be forged: every tag, date, name and label can be written by anyone with the right tool.",
        ko: "메타데이터는 위조할 수 있습니다. 알맞은 도구만 있으면 누구나 태그, 날짜, 이름, 표시를 써넣을 수 있습니다.")
    case .limit(.stripped):
      language.pick(
        en: "Metadata can be stripped: social networks, messengers and many upload services remove it from every "
          + "photo, so a missing sign proves nothing.",
        ko: "메타데이터는 삭제될 수 있습니다. SNS, 메신저와 여러 업로드 서비스는 모든 사진에서 메타데이터를 지우므로, 흔적이 없다는 것은 아무것도 증명하지 않습니다.")
    case .limit(.invisible):
      language.pick(
        en: "Pixel watermarks such as Google SynthID, and AI images whose metadata was removed, are invisible to "
          + "metadata: a high score is not proof that an image is real.",
        ko: "Google SynthID 같은 픽셀 워터마크와 메타데이터가 지워진 AI 이미지는 메타데이터로 알 수 없습니다. 점수가 높다고 해서 실제 이미지라는 증명이 되지는 않습니다.")
    case .limit(.credentials):
      language.pick(
        en: "C2PA credentials are checked (signature, hashes, signer's chain against the C2PA Trust List), but a "
          + "valid credential only shows the file unchanged since signing, not that the scene is true; a removed "
          + "credential leaves a trace only when its XMP pointer stays.",
        ko: "C2PA 자격 증명은 검사합니다(서명, 해시, C2PA 신뢰 목록에 대한 서명자 인증서 체인). 그러나 유효한 자격 증명은 서명 이후 파일이 바뀌지 않았음을 보여 줄 뿐, 촬영된 장면이 "
          + "사실임을 보여 주지는 않습니다. 제거된 자격 증명은 XMP 포인터가 남아 있을 때만 흔적이 남습니다.")
    case .limit(.weighing):
      language.pick(
        en: "The score weighs signs; the verdict follows the strongest one. Read the flags and their evidence before "
          + "you conclude.",
        ko: "점수는 흔적들의 무게를 더한 것이고, 판정은 가장 강한 흔적을 따릅니다. 결론을 내리기 전에 각 항목과 그 증거를 읽으십시오.")
    }
  }
}
