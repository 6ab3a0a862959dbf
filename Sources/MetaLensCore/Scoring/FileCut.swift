/// Where a file ends before what its writer wrote was all there, from the
/// reading notices that say so: inside the JPEG header or one of its
/// segments, at an EOI with no scan, inside the EXIF block (jhead's
/// `truncated.jpg`, once read as the camera's own file), or inside the
/// image data (`JPEGImageDataWalk`). English and Korean side by side.
enum FileCut: Wording, Sendable {
  case header(offset: Int)
  case noImageData
  case exif
  case imageData(offset: Int, start: Int)

  init?(_ metadata: PhotoMetadata) {
    for notice in metadata.notices {
      switch notice.words.base as? JPEGNotice {
      case .truncated(let offset), .truncatedInsideSegment(let offset, _, _, _, _):
        self = .header(offset: offset)
        return
      case .noImageData:
        self = .noImageData
        return
      case .imageDataCut(let offset, let start):
        self = .imageData(offset: offset, start: start)
        return
      default:
        continue
      }
    }
    guard metadata.exif?.isCutShort == true else { return nil }
    self = .exif
  }

  /// What another tool can check: the notice's code, or the EXIF block's
  /// length running past the end of the file.
  var evidence: Evidence {
    switch self {
    case .header(let offset):
      Evidence(source: "File", tag: ReadingNotice.Code.truncated.rawValue, value: "ends at byte \(offset)")
    case .noImageData:
      Evidence(source: "File", tag: ReadingNotice.Code.jpegNoImageData.rawValue, value: "EOI before any scan")
    case .exif:
      Evidence(source: "APP1 Exif", tag: "length", value: "runs past the end of the file")
    case .imageData(let offset, let start):
      Evidence(
        source: "File", tag: ReadingNotice.Code.jpegImageDataCut.rawValue,
        value: "image data from byte \(start) to the end at byte \(offset), no EOI")
    }
  }

  func text(_ language: Language) -> String {
    switch self {
    case .header(let offset):
      language.pick(
        en: "The file ends at byte \(offset), inside its JPEG header: there is no picture at all.",
        ko: "파일이 \(offset) 바이트에서 JPEG 헤더 도중에 끝납니다. 사진 데이터가 전혀 없습니다.")
    case .noImageData:
      language.pick(
        en: "The file ends with an end-of-image marker before any picture data.",
        ko: "파일이 사진 데이터 없이 이미지 끝 마커로 끝납니다.")
    case .exif:
      language.pick(
        en: "The file ends inside its EXIF block, before the picture.",
        ko: "파일이 사진 앞의 EXIF 블록 도중에 끝납니다.")
    case .imageData(let offset, let start):
      language.pick(
        en: "The picture data starts at byte \(start) and the file ends at byte \(offset) with no end-of-image "
          + "marker: the rest of the picture is missing.",
        ko: "사진 데이터가 \(start) 바이트에서 시작하고 파일이 이미지 끝 마커 없이 \(offset) 바이트에서 끝납니다. "
          + "사진의 나머지 부분이 없습니다.")
    }
  }
}
