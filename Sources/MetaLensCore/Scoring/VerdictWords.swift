/// A verdict's title and meaning, English and Korean side by side (see
/// `Wording`); the Korean is written for a forensic or legal reader.
public enum VerdictWords: Wording {
  case title(Verdict)
  case meaning(Verdict)

  public func text(_ language: Language) -> String {
    switch self {
    case .title(let verdict): Self.title(verdict, language)
    case .meaning(let verdict): Self.meaning(verdict, language)
    }
  }

  private static func title(_ verdict: Verdict, _ language: Language) -> String {
    switch verdict {
    case .likelyOriginal: language.pick(en: "Likely original", ko: "원본 가능성 높음")
    case .possiblyEdited: language.pick(en: "Possibly edited", ko: "편집 가능성 있음")
    case .edited: language.pick(en: "Edited or re-saved", ko: "편집됨 (재저장 포함)")
    case .aiEdited: language.pick(en: "Edited with generative AI", ko: "생성형 AI로 편집됨")
    case .aiGenerated: language.pick(en: "AI-generated", ko: "AI 생성")
    case .reEncoded: language.pick(en: "Re-encoded copy", ko: "다시 인코딩된 사본")
    case .noMetadata: language.pick(en: "Not enough metadata", ko: "메타데이터 부족")
    }
  }

  private static func meaning(_ verdict: Verdict, _ language: Language) -> String {
    switch verdict {
    case .likelyOriginal:
      language.pick(
        en: "The metadata records a camera or phone capture, with no sign of editing.",
        ko: "메타데이터에 카메라나 휴대전화로 촬영한 기록이 있고, 편집 흔적은 없습니다.")
    case .possiblyEdited:
      language.pick(
        en: "No editor is named, but some signs suggest the file was changed or re-saved after capture.",
        ko: "편집 프로그램 이름은 없지만, 촬영 후 파일이 변경되었거나 다시 저장되었음을 시사하는 흔적이 있습니다.")
    case .edited:
      language.pick(
        en: "The file names an editor or carries an editor's traces: it was changed or re-saved after capture.",
        ko: "파일에 편집 프로그램의 이름이나 흔적이 있습니다. 촬영 후 변경되었거나 다시 저장된 파일입니다.")
    case .aiEdited:
      language.pick(
        en: "The file declares that generative AI changed part of the image.",
        ko: "이미지의 일부를 생성형 AI로 변경했다고 파일에 선언되어 있습니다.")
    case .aiGenerated:
      language.pick(
        en: "The file declares that it was made by a generative AI system.",
        ko: "생성형 AI 시스템으로 만들었다고 파일에 선언되어 있습니다.")
    case .reEncoded:
      language.pick(
        en: "Not the camera's original file: the picture was encoded again; no sign that its content was changed.",
        ko: "카메라의 원본 파일이 아닙니다. 사진이 다시 인코딩되었으나, 내용이 바뀌었다는 흔적은 없습니다.")
    case .noMetadata:
      language.pick(
        en: "The file holds too little camera metadata to judge by; stripping is common and proves nothing.",
        ko: "판단할 만한 카메라 메타데이터가 거의 없습니다. 메타데이터 삭제는 흔한 일이며, 그 자체로는 아무것도 증명하지 않습니다.")
    }
  }
}
