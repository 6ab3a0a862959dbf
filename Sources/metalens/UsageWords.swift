import MetaLensCore

/// Why a command line is refused before anything is read (exit status 2):
/// an option out of range or without the option it needs. ArgumentParser
/// prints these after `Error:`; its own words stay English, as its help does.
enum UsageWords: Wording {
  case missingPath
  case failUnder
  case jobs
  case noExtension
  case fullWithMachineFormat
  case caseDetailsWithoutDocument
  case caseDetailsWithoutComparePage
  case fields(columns: [String])
  case fieldsWithoutCSV
  case nullWithoutFilesFrom
  case resumeFormat
  case resumeWithoutHash

  func text(_ language: Language) -> String {
    switch self {
    case .missingPath:
      language.pick(
        en: "Missing expected argument '<path> ...' (or --files-from FILE).",
        ko: "경로가 없습니다: <path> ... 또는 --files-from FILE을 주세요.")
    case .failUnder:
      language.pick(en: "--fail-under takes a score from 0 to 100.", ko: "--fail-under에는 0에서 100 사이의 점수를 주십시오.")
    case .jobs:
      language.pick(en: "--jobs takes a number from 1 to 256.", ko: "--jobs에는 1에서 256 사이의 수를 주십시오.")
    case .noExtension:
      language.pick(
        en: "--ext needs at least one extension, such as --ext jpg,jpeg.",
        ko: "--ext에는 확장자를 하나 이상 주십시오(예: --ext jpg,jpeg).")
    case .fullWithMachineFormat:
      language.pick(
        en: "--full applies to the text report; leave it out with --json, --ndjson, --csv or --html.",
        ko: "--full은 텍스트 보고서에만 쓰입니다. --json, --ndjson, --csv, --html과는 함께 쓰지 마십시오.")
    case .caseDetailsWithoutComparePage:
      language.pick(
        en: "--case, --examiner and --note go into the compare page; add --html.",
        ko: "--case, --examiner, --note는 비교 페이지에 들어갑니다. --html을 주십시오.")
    case .caseDetailsWithoutDocument:
      language.pick(
        en:
          "--case, --examiner and --note go into the HTML page and the JSON's custody; add --html, --json or --ndjson.",
        ko: "--case, --examiner, --note는 HTML 페이지와 JSON의 custody에 들어갑니다. --html, --json 또는 --ndjson을 주십시오.")
    case .fields(let columns):
      language.pick(
        en: "--fields takes CSV column names separated by commas: \(columns.joined(separator: ", ")).",
        ko: "--fields에는 쉼표로 구분한 CSV 열 이름을 주세요: \(columns.joined(separator: ", ")).")
    case .fieldsWithoutCSV:
      language.pick(en: "--fields chooses CSV columns; add --csv.", ko: "--fields는 CSV 열을 고릅니다. --csv를 주세요.")
    case .nullWithoutFilesFrom:
      language.pick(
        en: "-0 (--null) separates the names of --files-from; add --files-from FILE.",
        ko: "-0(--null)은 --files-from의 이름을 구분합니다. --files-from FILE을 주세요.")
    case .resumeFormat:
      language.pick(
        en: "--resume reads NDJSON or CSV; add --ndjson or --csv (the format FILE was written in).",
        ko: "--resume은 NDJSON이나 CSV를 읽습니다. --ndjson이나 --csv를 주세요(FILE을 쓴 형식).")
    case .resumeWithoutHash:
      language.pick(
        en: "--resume needs --hash: only records with size and mtime tell a file already recorded.",
        ko: "--resume에는 --hash가 필요합니다: 크기와 mtime이 있는 기록만 이미 기록된 파일을 알려 줍니다.")
    }
  }
}
