import MetaLensCore

/// The batch's words: the table's header and verdict column, the summary
/// line, and the progress line on stderr; English and Korean side by side
/// (see `Wording`). A verdict is in words (`likely original`), not the
/// id the CSV and JSON carry (`likely_original`), for a person reading.
enum BatchWords: Wording {
  /// `483 files inspected` (the summary's start).
  case inspected(count: Int)
  /// The verdict column's word.
  case verdict(Verdict)
  case error
  case headerScore
  case headerVerdict
  case headerSign
  case headerCamera
  case headerCaptured
  case headerPath
  case count(count: Int, verdict: String)
  case unreadable(count: Int)
  case withNotices(count: Int, mark: String)
  case skipped(count: Int)
  case end
  case listing
  case timeLeft(duration: String)
  case rate(filesPerSecond: Int)

  func text(_ language: Language) -> String {
    switch self {
    case .inspected(let count):
      language.pick(en: "\(count) file\(count == 1 ? "" : "s") inspected", ko: "파일 \(count)개 검사")
    case .verdict(let verdict):
      language.pick(en: Self.english(verdict), ko: Self.korean(verdict))
    case .error:
      language.pick(en: "error", ko: "오류")
    case .headerScore:
      language.pick(en: "SCORE", ko: "점수")
    case .headerVerdict:
      language.pick(en: "VERDICT", ko: "판정")
    case .headerSign:
      language.pick(en: "STRONGEST SIGN", ko: "가장 강한 흔적")
    case .headerCamera:
      language.pick(en: "CAMERA", ko: "카메라")
    case .headerCaptured:
      language.pick(en: "CAPTURED", ko: "촬영 일시")
    case .headerPath:
      language.pick(en: "PATH", ko: "경로")
    case .count(let count, let verdict):
      language.pick(en: "\(count) \(verdict)", ko: "\(verdict) \(count)")
    case .unreadable(let count):
      language.pick(en: "; \(count) could not be read", ko: "; 읽을 수 없음 \(count)개")
    case .withNotices(let count, let mark):
      language.pick(
        en: "; \(count) read with notices (marked \(mark); the full report lists them)",
        ko: "; 읽기 알림이 있는 파일 \(count)개(\(mark) 표시, 전체 보고서에 목록이 있음)")
    case .skipped(let count):
      language.pick(
        en: "; \(count) skipped (not images, or folders already walked)",
        ko: "; 건너뜀 \(count)개(이미지가 아니거나 이미 확인한 폴더)")
    case .end: "."
    case .listing:
      language.pick(en: "listing…", ko: "목록 만드는 중…")
    case .timeLeft(let duration):
      language.pick(en: "\(duration) left", ko: "\(duration) 남음")
    case .rate(let filesPerSecond):
      language.pick(en: "\(filesPerSecond) files/s", ko: "초당 \(filesPerSecond)개")
    }
  }

  /// The verdict column's word for a row (`error` for a file not read).
  static func verdict(ofRow verdict: String) -> BatchWords {
    Verdict(rawValue: verdict).map { .verdict($0) } ?? .error
  }

  private static func english(_ verdict: Verdict) -> String {
    switch verdict {
    case .likelyOriginal: "likely original"
    case .possiblyEdited: "possibly edited"
    case .edited: "edited"
    case .aiEdited: "AI-edited"
    case .aiGenerated: "AI-generated"
    case .reEncoded: "re-encoded copy"
    case .noMetadata: "no metadata"
    }
  }

  private static func korean(_ verdict: Verdict) -> String {
    switch verdict {
    case .likelyOriginal: "원본 가능성 높음"
    case .possiblyEdited: "편집 의심"
    case .edited: "편집됨"
    case .aiEdited: "AI 편집"
    case .aiGenerated: "AI 생성"
    case .reEncoded: "재인코딩 사본"
    case .noMetadata: "메타데이터 부족"
    }
  }
}
