import MetaLensCore

/// The summary card's Picture row in words, English and Korean side by side
/// (see `Wording`).
enum PictureChangeWords: Wording {
  case noSignReEncoded
  case noSignLittleToJudge
  case noSignInWhatWasRead
  case noSignInMetadata
  case changed
  case edited
  case aiEdited
  case aiGenerated

  func text(_ language: Language) -> String {
    switch self {
    case .noSignReEncoded:
      language.pick(
        en: "No sign that the picture was changed; the re-encoding hides what happened before it: compare with the "
          + "original",
        ko: "사진 내용이 바뀐 흔적은 없습니다. 다만 재인코딩이 그 이전의 일을 가리므로 원본과 비교하십시오")
    case .noSignLittleToJudge:
      language.pick(en: "No sign found, with little metadata to look at", ko: "흔적은 없으나, 살펴볼 메타데이터가 거의 없습니다")
    case .noSignInWhatWasRead:
      language.pick(
        en: "No sign that the picture was changed in the metadata and image data read",
        ko: "읽은 메타데이터와 이미지 데이터에 사진 내용이 바뀐 흔적은 없습니다")
    case .noSignInMetadata:
      language.pick(
        en: "No sign that the picture was changed in the metadata; the image data was not analysed",
        ko: "메타데이터에 사진 내용이 바뀐 흔적은 없습니다. 이미지 데이터는 분석하지 않았습니다")
    case .changed:
      language.pick(en: "Signs that the picture was changed: see the flags", ko: "사진 내용이 바뀐 흔적이 있습니다: 확인된 사항을 보십시오")
    case .edited:
      language.pick(
        en: "Saved by an editor: the picture may have been changed",
        ko: "편집 프로그램으로 저장됨: 사진 내용이 바뀌었을 수 있습니다")
    case .aiEdited:
      language.pick(en: "Part of the picture changed with generative AI (declared)", ko: "사진 일부를 생성형 AI로 변경함(파일에 선언됨)")
    case .aiGenerated:
      language.pick(en: "Made by generative AI (declared)", ko: "생성형 AI로 만듦(파일에 선언됨)")
    }
  }

  /// The row for `change`: its state, and for no sign, what limits it.
  init(_ change: PictureChange) {
    switch (change.state, change.limit) {
    case (.noSign, .reEncoded?): self = .noSignReEncoded
    case (.noSign, .littleToJudge?): self = .noSignLittleToJudge
    case (.noSign, .metadataOnly?): self = .noSignInMetadata
    case (.noSign, _): self = .noSignInWhatWasRead
    case (.changed, _): self = .changed
    case (.edited, _): self = .edited
    case (.aiEdited, _): self = .aiEdited
    case (.aiGenerated, _): self = .aiGenerated
    }
  }
}
