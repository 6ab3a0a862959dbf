/// Where a JPEG or a HEIF ends before what its writer wrote is all there,
/// from the reading notices that say so: inside the JPEG header or one of its
/// segments (an EXIF block cut by a download: jhead's `truncated.jpg`, once
/// read as the camera's own file), at an EOI with no scan, inside the image
/// data with no EOI after it (`JPEGImageDataWalk`), or inside a HEIF's
/// top-level box (`ISOBMFFTopLevel`: a camera HEIC cut in its `mdat` read as
/// the camera's original before), or a camera raw's embedded image or strips
/// declared past its end (`TIFFStripNames`). A header stopped by the read limit is no
/// cut: the readers say that with another notice. The other containers are
/// not judged: cameras do not write them, and their readers' notices of a
/// short chunk mix cuts with writers' mistakes. English and Korean side by
/// side.
enum FileCut: Wording, Sendable {
  /// `segment` names the segment the end fell in, when it fell in one.
  case header(offset: Int, segment: String?)
  case noImageData
  case imageData(offset: Int, start: Int)
  /// A HEIF's top-level box of `type` at `offset` runs past the end.
  case box(type: String, offset: Int64)
  /// A camera raw's embedded image or picture strips (`image`: PreviewImage,
  /// JpgFromRaw, OtherImage, StripOffsets…) declared past the end of a file
  /// of `fileSize` bytes (Exiv2's `IMG_1361.dng`, 64 KB of an iPhone DNG).
  case strips(image: String, offset: UInt64, length: UInt64, fileSize: Int64)

  init?(_ metadata: PhotoMetadata) {
    for notice in metadata.notices {
      if case .boxTruncated(let type, let offset) = notice.words.base as? HEIFNotice {
        self = .box(type: type, offset: offset)
        return
      }
      // Raws only: a plain TIFF may come from a scanner or an editor.
      if metadata.file.format.isCameraRaw,
        case .stripsOutsideFile(let image, _, let offset, let length, let fileSize) = notice.words.base as? TIFFNotice
      {
        self = .strips(image: image, offset: offset, length: length, fileSize: fileSize)
        return
      }
      switch notice.words.base as? JPEGNotice {
      case .truncated(let offset):
        self = .header(offset: offset, segment: nil)
      case .truncatedInsideSegment(let offset, let segment, _, _, _):
        self = .header(offset: offset, segment: segment)
      case .noImageData:
        self = .noImageData
      case .imageDataCut(let offset, let start):
        self = .imageData(offset: offset, start: start)
      default:
        continue
      }
      return
    }
    return nil
  }

  /// What another tool can check: the reading notice's code and where the
  /// file ends.
  var evidence: Evidence {
    switch self {
    case .header(let offset, let segment):
      Evidence(
        source: "File", tag: ReadingNotice.Code.truncated.rawValue,
        value: "ends at byte \(offset)" + (segment.map { ", inside the \($0) segment" } ?? ""))
    case .noImageData:
      Evidence(source: "File", tag: ReadingNotice.Code.jpegNoImageData.rawValue, value: "EOI before any scan")
    case .imageData(let offset, let start):
      Evidence(
        source: "File", tag: ReadingNotice.Code.jpegImageDataCut.rawValue,
        value: "image data from byte \(start) to the end at byte \(offset), no EOI")
    case .box(let type, let offset):
      Evidence(
        source: "File", tag: ReadingNotice.Code.truncated.rawValue,
        value: HEIFNotice.boxTruncatedDetail(type: type, offset: offset))
    case .strips(let image, let offset, let length, let fileSize):
      Evidence(
        source: "File", tag: ReadingNotice.Code.tiffValuesLeftOut.rawValue,
        value: "\(image): \(length) bytes at byte \(offset), the file ends at byte \(fileSize)")
    }
  }

  func text(_ language: Language) -> String {
    switch self {
    case .header(let offset, let segment):
      let (inEnglish, inKorean) = (
        segment.map { " (in its \($0) segment)" } ?? "", segment.map { "의 \($0) 세그먼트" } ?? ""
      )
      return language.pick(
        en: "The file ends at byte \(offset), inside its JPEG header\(inEnglish): there is no picture data at all.",
        ko: "파일이 \(offset) 바이트에서 JPEG 헤더\(inKorean) 도중에 끝납니다. 사진 데이터가 전혀 없습니다.")
    case .noImageData:
      return language.pick(
        en: "The JPEG's end-of-image marker comes before any picture data.",
        ko: "JPEG의 이미지 끝 마커가 사진 데이터보다 앞에 있습니다.")
    case .imageData(let offset, let start):
      return language.pick(
        en: "The picture data starts at byte \(start) and the file ends at byte \(offset) with no end-of-image "
          + "marker: the file is not whole, and the end of the picture is likely missing.",
        ko: "사진 데이터가 \(start) 바이트에서 시작하고 파일이 이미지 끝 마커 없이 \(offset) 바이트에서 끝납니다. "
          + "파일이 온전하지 않으며, 사진의 끝부분이 없을 가능성이 큽니다.")
    case .box(let type, let offset) where type == "mdat":
      return language.pick(
        en: "The file ends inside its 'mdat' box (the picture data), which starts at byte \(offset) and declares "
          + "more bytes than are left: the file is not whole, and part of the picture is likely missing.",
        ko: "파일이 \(offset) 바이트에서 시작하는 'mdat' 상자(사진 데이터) 도중에 끝납니다. 이 상자는 남은 것보다 많은 바이트를 "
          + "선언합니다. 파일이 온전하지 않으며, 사진의 일부가 없을 가능성이 큽니다.")
    case .strips(let image, let offset, _, let fileSize):
      return language.pick(
        en: "The file ends at byte \(fileSize), but its \(image) is declared at byte \(offset): the file is not whole, "
          + "and the image data past the cut is missing.",
        ko: "파일은 \(fileSize) 바이트에서 끝나지만 \(image)은(는) \(offset) 바이트에 있다고 선언되어 있습니다. 파일이 온전하지 않으며, "
          + "잘린 곳 뒤의 이미지 데이터는 없습니다.")
    case .box(let type, let offset):
      return language.pick(
        en: "The file ends inside its '\(type)' box, which starts at byte \(offset) and declares more bytes than "
          + "are left: the file is not whole.",
        ko: "파일이 \(offset) 바이트에서 시작하는 '\(type)' 상자 도중에 끝납니다. 이 상자는 남은 것보다 많은 바이트를 선언합니다. "
          + "파일이 온전하지 않습니다.")
    }
  }
}
