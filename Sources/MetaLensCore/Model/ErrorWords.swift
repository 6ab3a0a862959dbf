/// Why a file could not be read, and what to do about it: the reason and
/// hint that the command line, the table, the page and JSON (in English)
/// give, English and Korean side by side (see `Wording`). The system's or
/// the reader's own detail is kept as it is.
public enum ErrorWords: Wording {
  case notFound
  case isDirectory
  case notRegularFile
  case unreadable(reason: String)
  case empty
  case notAnImage
  case unsupportedFormat(format: String)
  case truncated(detail: String)
  case corrupt(detail: String)
  case pictureNotDecoded(format: String)
  case compareTheJPEG
  case checkThePath
  case passTheFilesInside
  case checkPermissions
  case formatsRead
  case inspectTheCameraJPEG
  case useExifTool
  case fetchAgain

  public func text(_ language: Language) -> String {
    switch self {
    case .notFound:
      language.pick(en: "no such file", ko: "파일이 없음")
    case .isDirectory:
      language.pick(en: "is a directory", ko: "폴더임")
    case .notRegularFile:
      language.pick(
        en: "not a regular file (FIFO, device or socket); refused without reading",
        ko: "일반 파일이 아님(FIFO, 장치 또는 소켓). 읽지 않고 거부함")
    case .unreadable(let reason):
      language.pick(en: "cannot be read: \(reason)", ko: "읽을 수 없음: \(reason)")
    case .empty:
      language.pick(en: "empty file", ko: "빈 파일")
    case .notAnImage:
      language.pick(en: "not an image (unrecognised file signature)", ko: "이미지가 아님(알 수 없는 파일 시그니처)")
    case .unsupportedFormat(let format):
      language.pick(en: "\(format) files are not supported yet", ko: "\(format) 파일은 아직 지원하지 않음")
    case .truncated(let detail):
      language.pick(en: "truncated: \(detail)", ko: "잘린 파일: \(detail)")
    case .corrupt(let detail):
      language.pick(en: "corrupt: \(detail)", ko: "손상된 파일: \(detail)")
    case .pictureNotDecoded(let format):
      language.pick(
        en: "compare cannot decode \(format) pictures yet (JPEG, PNG, WebP, HEIC and AVIF only)",
        ko: "compare는 아직 \(format) 그림을 디코딩할 수 없음(JPEG, PNG, WebP, HEIC, AVIF만 가능)")
    case .compareTheJPEG:
      language.pick(
        en: "compare the JPEG or HEIC file the sender's phone or camera saved; converting this file to JPEG would "
          + "compare the converter's copy, not the original",
        ko: "보낸 사람의 휴대전화나 카메라가 저장한 JPEG 또는 HEIC 파일로 비교하십시오. 이 파일을 JPEG으로 변환하면 원본이 아니라 "
          + "변환 프로그램이 만든 사본을 비교하게 됩니다")
    case .checkThePath:
      language.pick(en: "check the path and its spelling", ko: "경로와 철자를 확인하십시오")
    case .passTheFilesInside:
      language.pick(en: "pass the image files inside it", ko: "폴더 안의 이미지 파일을 지정하십시오")
    case .checkPermissions:
      language.pick(en: "check the file's permissions", ko: "파일 권한을 확인하십시오")
    case .formatsRead:
      language.pick(
        en: "metalens reads JPEG, PNG, WebP, GIF, HEIC/HEIF/AVIF, TIFF, DNG and TIFF-based raws; the name's "
          + "extension is not used",
        ko: "metalens는 JPEG, PNG, WebP, GIF, HEIC/HEIF/AVIF, TIFF, DNG, TIFF 기반 RAW를 읽습니다. 파일 확장자는 보지 않습니다")
    case .inspectTheCameraJPEG:
      language.pick(
        en: "inspect the JPEG the camera saved with it, or this file with ExifTool; a converted copy would carry the "
          + "converter's traces, not the camera's",
        ko: "카메라가 함께 저장한 JPEG을 검사하거나 이 파일을 ExifTool로 확인하십시오. 변환한 사본에는 카메라가 아니라 변환 프로그램의 흔적이 남습니다")
    case .useExifTool:
      language.pick(en: "inspect it with ExifTool meanwhile", ko: "그동안은 ExifTool로 확인하십시오")
    case .fetchAgain:
      language.pick(en: "the copy is incomplete; fetch the file again", ko: "불완전한 사본입니다. 파일을 다시 받으십시오")
    }
  }
}
