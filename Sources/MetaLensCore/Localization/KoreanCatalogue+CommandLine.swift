// swift-format-ignore-file
// Catalogue data: one entry a line, so lines are long.

/// The command line's words (errors, hints, the first screen), in Korean.
/// The first screen keeps under 80 columns with Hangul counted as two.
extension KoreanCatalogue {
  static let commandLine: [String: String] = [
    "error.not_found.reason": "파일이 없음",
    "error.is_directory.reason": "폴더임",
    "error.not_regular_file.reason": "일반 파일이 아님(FIFO, 장치 또는 소켓). 읽지 않고 거부함",
    "error.unreadable.reason": "읽을 수 없음: {0}",
    "error.empty.reason": "빈 파일",
    "error.not_an_image.reason": "이미지가 아님(알 수 없는 파일 시그니처)",
    "error.unsupported_format.reason": "{0} 파일은 아직 지원하지 않음",
    "error.truncated.reason": "잘린 파일: {0}",
    "error.corrupt.reason": "손상된 파일: {0}",
    "error.not_found.hint": "경로와 철자를 확인하십시오",
    "error.is_directory.hint": "폴더 안의 이미지 파일을 지정하십시오",
    "error.unreadable.hint": "파일 권한을 확인하십시오",
    "error.not_an_image.hint": "metalens는 JPEG, PNG, WebP, GIF, HEIC/HEIF/AVIF, TIFF, DNG, TIFF 기반 RAW를 읽습니다. 파일 확장자는 보지 않습니다",
    "error.unsupported_format.hint.raw": "카메라가 함께 저장한 JPEG을 검사하거나 이 파일을 ExifTool로 확인하십시오. 변환한 사본에는 카메라가 아니라 변환 프로그램의 흔적이 남습니다",
    "error.unsupported_format.hint": "그동안은 ExifTool로 확인하십시오",
    "error.truncated.hint": "불완전한 사본입니다. 파일을 다시 받으십시오",
    "cli.error": "metalens: {0}: {1}",
    "cli.error.hint": "metalens: {0}: {1} ({2})",
    "cli.did-you-mean": "혹시 `metalens {0}` 명령을 찾으셨습니까?",
    "cli.no-images": "metalens: 이미지를 찾지 못했습니다",
    "cli.no-images.recursive": " (하위 폴더는 -r을 주어야 찾습니다)",
    "cli.symlink-loop": "metalens: {0}: 심볼릭 링크가 순환하여 따라가지 않음",
    "cli.output-failed": "metalens: 출력을 쓸 수 없습니다: {0} ({1})",
    "cli.output-failed.full": "공간을 확보하거나 다른 곳에 출력을 쓰세요",
    "cli.output-failed.hint": "표준 출력이 어디로 가는지 확인하세요",
    "cli.interrupted": "metalens: 파일 {1}개 중 {0}개를 처리한 뒤 중단됨",
    "cli.resumed": "metalens: 이어서 실행: {0}개는 이미 기록됨",
    "cli.resume-torn": "metalens: {0}: 마지막 줄이 잘렸습니다(중단된 실행). 무시합니다",
    "cli.resume-unreadable": "metalens: {0}: 이어서 실행할 기록을 읽을 수 없습니다 ({1})",
    "cli.resume-hash": "--resume에는 --hash가 필요합니다: 크기와 mtime이 있는 기록만 이미 기록된 파일을 알려 줍니다.",
    "cli.resume-format": "--resume은 NDJSON이나 CSV를 읽습니다. --ndjson이나 --csv를 주세요(FILE을 쓴 형식).",
    "cli.files-from": "metalens: {0}: 파일 목록을 읽을 수 없습니다 ({1})",
    "cli.fields": "--fields에는 쉼표로 구분한 CSV 열 이름을 주세요: {0}.",
    "cli.fields-csv": "--fields는 CSV 열을 고릅니다. --csv를 주세요.",
    "cli.null": "-0(--null)은 --files-from의 이름을 구분합니다. --files-from FILE을 주세요.",
    "cli.special-entry": "metalens: {0}: {1}, 건너뜀",
    "cli.special-entry.fifo": "FIFO",
    "cli.special-entry.dangling": "가리키는 대상이 없는 심볼릭 링크",
    "cli.special-entry.other": "일반 파일이 아님",
    "cli.missing-path": "경로가 없습니다: <path> ... 또는 --files-from FILE을 주세요.",
    "cli.trust-anchors": "metalens: {0}: 신뢰 앵커를 읽을 수 없음 ({1})",
    "cli.unknown-option": "metalens: 알 수 없는 옵션 '{0}' (이름이 대시로 시작하는 파일이면 앞에 --를 넣으십시오: metalens -- {0})",
    "cli.fail-under": "--fail-under에는 0에서 100 사이의 점수를 주십시오.",
    "cli.jobs": "--jobs에는 1에서 256 사이의 수를 주십시오.",
    "cli.ext": "--ext에는 확장자를 하나 이상 주십시오(예: --ext jpg,jpeg).",
    "cli.full": "--full은 텍스트 보고서에만 쓰입니다. --json, --ndjson, --csv, --html과는 함께 쓰지 마십시오.",
    "cli.first-screen": """
      MetaLens는 파일이 스스로 밝히는 정보(EXIF, XMP, IPTC, C2PA 등)로
      사진이 원본인지, 편집·재저장되었는지, 메타데이터가 지워졌는지,
      AI로 생성되었는지 판단하고 그 판정의 증거를 보여 줍니다.
      파일을 읽기만 합니다. 아무것도 바꾸지 않고 어디에도 보내지 않습니다.

      시작하기:
        metalens photo.jpg                      사진 한 장의 보고서
        metalens -r folder --csv > report.csv   폴더의 사진마다 CSV 한 줄
        metalens guide                          점수 산정 방식

      더 보기: metalens --help, metalens help inspect, README.md
      """,
  ]
}
