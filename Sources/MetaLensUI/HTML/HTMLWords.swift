import MetaLensCore

/// The hand-over page's own words (title, chain of custody, pictures, DCT
/// chart, tag table), English and Korean side by side (see `Wording`).
/// The report's words it shares with the terminal are in `ReportWords`.
enum HTMLWords: Wording {
  case title
  case titleOfFile(path: String)
  case unreadable(reason: String)
  case batchScore
  case batchVerdict
  case batchSign
  case batchFile
  case custodyFile
  case custodyPath
  case custodySize
  case custodySHA256
  case custodyExamined
  case custodyTool
  case custodyOptions
  case notComputed
  case readOnly
  case dctTitle
  case dctLabel
  case dctCaption(values: Int)
  case pictures
  case pictureDecoded
  case pictureOriginal
  case pictureThumbnail
  case noPreview(note: String)
  case nothingToDraw
  case tagsTitle
  case tagsSummary(count: Int)
  case tagsGroup
  case tagsTag
  case tagsValue

  func text(_ language: Language) -> String {
    switch self {
    case .title:
      language.pick(en: "MetaLens report", ko: "MetaLens 감정 보고서")
    case .titleOfFile(let path):
      language.pick(en: "MetaLens report: \(path)", ko: "MetaLens 감정 보고서: \(path)")
    case .unreadable(let reason):
      language.pick(en: "Could not be read: \(reason)", ko: "읽을 수 없음: \(reason)")
    case .batchScore:
      language.pick(en: "Score", ko: "점수")
    case .batchVerdict:
      language.pick(en: "Verdict", ko: "판정")
    case .batchSign:
      language.pick(en: "Strongest sign", ko: "가장 강한 흔적")
    case .batchFile:
      language.pick(en: "File", ko: "파일")
    case .custodyFile:
      language.pick(en: "File", ko: "파일")
    case .custodyPath:
      language.pick(en: "Path", ko: "경로")
    case .custodySize:
      language.pick(en: "Size", ko: "크기")
    case .custodySHA256: "SHA-256"
    case .custodyExamined:
      language.pick(en: "Examined", ko: "검사 일시")
    case .custodyTool:
      language.pick(en: "Tool", ko: "도구")
    case .custodyOptions:
      language.pick(en: "Options", ko: "옵션")
    case .notComputed:
      language.pick(en: "not computed", ko: "계산하지 않음")
    case .readOnly:
      language.pick(
        en: "The file was only read: MetaLens opened it read-only, never wrote to it and sent it nowhere. Its "
          + "SHA-256 above identifies the exact bytes examined.",
        ko: "이 파일은 읽기만 했습니다. MetaLens는 파일을 읽기 전용으로 열었고, 파일에 쓰거나 어디로 보내지 않았습니다. 위의 SHA-256으로 검사한 바이트를 정확히 특정할 수 있습니다.")
    case .dctTitle:
      language.pick(en: "Image data", ko: "이미지 데이터")
    case .dctLabel:
      language.pick(en: "DCT coefficient histogram", ko: "DCT 계수 히스토그램")
    case .dctCaption(let values):
      language.pick(
        en: "How many blocks hold each quantized value 1–\(values) at the coefficient that fits best: a single "
          + "compression gives a smooth decline; the regular gaps and peaks are what a second one leaves.",
        ko: "가장 잘 맞는 계수에서 양자화 값 1–\(values)을 가진 블록 수입니다. 한 번 압축하면 완만하게 줄어들고, 규칙적인 골과 봉우리는 두 번째 압축이 남긴 흔적입니다.")
    case .pictures:
      language.pick(en: "Pictures", ko: "이미지")
    case .pictureDecoded:
      language.pick(en: "The image, decoded at reduced size and turned upright", ko: "축소 디코딩하고 방향을 바로잡은 이미지")
    case .pictureOriginal:
      language.pick(en: "The image, as the file holds it", ko: "파일에 저장된 그대로의 이미지")
    case .pictureThumbnail:
      language.pick(en: "The EXIF thumbnail, as stored in the file", ko: "파일에 저장된 EXIF 썸네일")
    case .noPreview(let note):
      language.pick(en: "No preview: \(note)", ko: "미리보기 없음: \(note)")
    case .nothingToDraw:
      language.pick(en: "nothing to draw", ko: "표시할 것이 없음")
    case .tagsTitle:
      language.pick(en: "Every tag", ko: "전체 태그")
    case .tagsSummary(let count):
      language.pick(
        en: "\(count) tags, as <code>metalens tags</code> lists them",
        ko: "태그 \(count)개 (<code>metalens tags</code>와 같은 목록)")
    case .tagsGroup:
      language.pick(en: "Group", ko: "그룹")
    case .tagsTag:
      language.pick(en: "Tag", ko: "태그")
    case .tagsValue:
      language.pick(en: "Value", ko: "값")
    }
  }
}
