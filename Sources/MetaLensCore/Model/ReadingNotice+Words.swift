/// What each code means, in English and Korean side by side: the Korean
/// report says it before the notice's English sentence (`NoticeWording`).
extension ReadingNotice.Code: Wording {
  public func text(_ language: Language) -> String {
    switch self {
    case .c2paUnreadable:
      language.pick(
        en: "Part of a C2PA credential could not be read, so it could not be checked.",
        ko: "C2PA 자격 증명의 일부를 읽을 수 없어 검사하지 못했습니다.")
    case .imageDataSkipped:
      language.pick(
        en: "The JPEG's image data was not analysed (too large for the bounds).",
        ko: "JPEG 이미지 데이터가 분석 한도를 넘어 분석하지 않았습니다.")
    case .imageDataUnreadable:
      language.pick(
        en: "libjpeg could not read the JPEG's coefficients.",
        ko: "libjpeg가 JPEG 계수를 읽지 못했습니다.")
    case .blockOutsideFile:
      language.pick(
        en: "A metadata block a tag points to lies beyond the end of the file.",
        ko: "태그가 가리키는 메타데이터 블록이 파일 끝을 넘어 있습니다.")
    case .blockPastReadLimit:
      language.pick(
        en: "The per-file read limit was reached before a metadata block.",
        ko: "메타데이터 블록에 이르기 전에 파일당 읽기 한도에 도달했습니다.")
    case .blockTooLarge:
      language.pick(
        en: "A metadata block (a TIFF tag's, the GIF's XMP, a HEIF box) is larger than metalens reads.",
        ko: "메타데이터 블록(TIFF 태그, GIF의 XMP, HEIF box)이 metalens가 읽는 크기보다 큽니다.")
    case .boxSizeInvalid:
      language.pick(
        en: "A box inside an ISOBMFF container has an invalid size; the boxes after it are not read.",
        ko: "ISOBMFF 컨테이너 안의 box 크기가 잘못되어 그 뒤의 box는 읽지 않았습니다.")
    case .chunkLimit:
      language.pick(
        en: "More chunks, blocks, boxes, items, resources, datasets or segments than metalens reads.",
        ko: "chunk, 블록, box, 항목, 리소스, 데이터셋 또는 세그먼트가 metalens가 읽는 개수보다 많습니다.")
    case .chunkTooLarge:
      language.pick(
        en: "A PNG or RIFF chunk is larger than metalens reads; it is skipped.",
        ko: "PNG 또는 RIFF chunk가 metalens가 읽는 크기보다 커서 건너뛰었습니다.")
    case .chunkTruncated:
      language.pick(
        en: "A chunk claims more bytes than the file has left.",
        ko: "chunk가 파일에 남은 것보다 많은 바이트를 주장합니다.")
    case .chunkTypeInvalid:
      language.pick(
        en: "A chunk has an empty or invalid type.",
        ko: "chunk 유형이 비어 있거나 잘못되었습니다.")
    case .directoryTruncated:
      language.pick(
        en: "A TIFF directory is cut short by the end of the file.",
        ko: "TIFF 디렉터리가 파일 끝에서 잘렸습니다.")
    case .exifDirectoryRecovered:
      language.pick(
        en: "EXIF entries libexif left out were read with the bounded TIFF walk.",
        ko: "libexif가 빠뜨린 EXIF 항목을 제한된 TIFF 탐색으로 읽었습니다.")
    case .exifAllocationFailed:
      language.pick(
        en: "libexif could not allocate its data.",
        ko: "libexif가 데이터를 위한 메모리를 할당하지 못했습니다.")
    case .exifNoTIFFHeader:
      language.pick(
        en: "The EXIF block has no valid TIFF header.",
        ko: "EXIF 블록에 올바른 TIFF 헤더가 없습니다.")
    case .exifThumbnailOutside:
      language.pick(
        en: "IFD1 points to a thumbnail beyond the end of the EXIF block.",
        ko: "IFD1이 EXIF 블록 끝을 넘는 썸네일을 가리킵니다.")
    case .exifTooShort:
      language.pick(
        en: "The EXIF block is too short to hold a TIFF header.",
        ko: "EXIF 블록이 TIFF 헤더를 담기에 너무 짧습니다.")
    case .makerNoteUnreadable:
      language.pick(
        en: "A camera maker's MakerNote directory is damaged, so its tags are not decoded.",
        ko: "제조사 MakerNote 디렉터리가 손상되어 그 태그를 해석하지 않았습니다.")
    case .gifBlockTruncated:
      language.pick(
        en: "The file ends inside a GIF block.",
        ko: "GIF 블록 중간에서 파일이 끝납니다.")
    case .gifBlockUnknown:
      language.pick(
        en: "An unknown GIF block; the rest is not read.",
        ko: "알 수 없는 GIF 블록이 있어 나머지는 읽지 않았습니다.")
    case .gifC2PAAfterImage:
      language.pick(
        en: "The GIF's C2PA extension comes after an image, where C2PA readers do not look; it is not read.",
        ko: "GIF의 C2PA 확장 블록이 이미지 뒤에 있습니다. C2PA 판독기가 찾지 않는 위치이므로 읽지 않았습니다.")
    case .gifNoTrailer:
      language.pick(
        en: "The file ends before the GIF trailer.",
        ko: "GIF 종료 표시(trailer) 전에 파일이 끝납니다.")
    case .gifReadError:
      language.pick(
        en: "The GIF could not be read past a byte.",
        ko: "GIF를 특정 바이트 이후로 읽을 수 없었습니다.")
    case .headerBudgetReached:
      language.pick(
        en: "The metadata goes past the bytes metalens reads per file.",
        ko: "메타데이터가 metalens가 파일당 읽는 바이트 수를 넘습니다.")
    case .heifExifOffsetInvalid:
      language.pick(
        en: "A HEIF Exif item has no TIFF header where its offset field points.",
        ko: "HEIF Exif 항목의 오프셋이 가리키는 곳에 TIFF 헤더가 없습니다.")
    case .heifItemProblem:
      language.pick(
        en: "A HEIF metadata item could not be read.",
        ko: "HEIF 메타데이터 항목 하나를 읽을 수 없었습니다.")
    case .heifItemsUnreadable:
      language.pick(
        en: "The HEIF metadata items could not be read.",
        ko: "HEIF 메타데이터 항목을 읽을 수 없었습니다.")
    case .heifMiniBox:
      language.pick(
        en: "The HEIF stores its items in a compact `mini` box, which metalens does not read yet.",
        ko: "HEIF가 항목을 압축된 `mini` box에 저장하며, metalens는 아직 이를 읽지 않습니다.")
    case .heifNoMetaBox:
      language.pick(
        en: "The HEIF has no `meta` box.",
        ko: "HEIF에 `meta` box가 없습니다.")
    case .heifNoPrimaryItem:
      language.pick(
        en: "The HEIF `meta` box names no primary item.",
        ko: "HEIF `meta` box에 기본 항목(primary item)이 지정되어 있지 않습니다.")
    case .heifTrailingBytes:
      language.pick(
        en: "A few bytes after the HEIF's last box are too few for a box header: a cut inside one, or padding.",
        ko: "HEIF의 마지막 box 뒤에 box 헤더에 못 미치는 몇 바이트가 있습니다. 헤더 도중에 잘렸거나 채움 바이트입니다.")
    case .iccProblem:
      language.pick(
        en: "The ICC profile could not be reassembled or read.",
        ko: "ICC 프로필을 다시 조립하거나 읽을 수 없었습니다.")
    case .iccTagLimit:
      language.pick(
        en: "The ICC profile lists more tags than metalens reads.",
        ko: "ICC 프로필의 태그가 metalens가 읽는 개수보다 많습니다.")
    case .iccTextCut:
      language.pick(
        en: "An ICC text is longer than metalens shows; only its start is kept.",
        ko: "ICC 텍스트가 표시 한도보다 길어 앞부분만 남겼습니다.")
    case .iptcDatasetTruncated:
      language.pick(
        en: "An IPTC dataset runs past the end of its block.",
        ko: "IPTC 데이터셋이 블록 끝을 넘어갑니다.")
    case .iptcTrailingData:
      language.pick(
        en: "IPTC data ends in unrecognised bytes.",
        ko: "IPTC 데이터 끝에 알 수 없는 바이트가 있습니다.")
    case .jpegImageDataCut:
      language.pick(
        en: "The JPEG ends inside its image data: the end of the picture is likely missing.",
        ko: "JPEG 파일이 이미지 데이터 중간에서 끝납니다. 사진의 끝부분이 없을 가능성이 큽니다.")
    case .jpegImageDataEndUnchecked:
      language.pick(
        en: "The JPEG's image data runs past the bytes metalens reads per file: whether the file is whole was not "
          + "checked.",
        ko: "JPEG 이미지 데이터가 metalens가 파일당 읽는 한도를 넘어, 파일이 온전한지 검사하지 않았습니다.")
    case .jpegNoImageData:
      language.pick(
        en: "The JPEG has no image data (EOI before any scan).",
        ko: "JPEG에 이미지 데이터가 없습니다(스캔 전에 EOI).")
    case .jpegSegmentLengthInvalid:
      language.pick(
        en: "A JPEG segment has an invalid length; the segments after it are not read.",
        ko: "JPEG 세그먼트 길이가 잘못되어 그 뒤의 세그먼트는 읽지 않았습니다.")
    case .jpegStrayBytes:
      language.pick(
        en: "Stray bytes before a JPEG marker.",
        ko: "JPEG 마커 앞에 불필요한 바이트가 있습니다.")
    case .jumbfBoxTooLarge:
      language.pick(
        en: "A JUMBF box is larger than metalens reassembles.",
        ko: "JUMBF box가 metalens가 다시 조립하는 크기보다 큽니다.")
    case .jumbfSegmentTooShort:
      language.pick(
        en: "An APP11 JUMBF segment is too short.",
        ko: "APP11 JUMBF 세그먼트가 너무 짧습니다.")
    case .libjpegHeaderUnreadable:
      language.pick(
        en: "libjpeg could not read the JPEG header.",
        ko: "libjpeg가 JPEG 헤더를 읽지 못했습니다.")
    case .libjpegWarning:
      language.pick(
        en: "libjpeg warned while reading the file (its own message follows): a file that ends early, stray or "
          + "damaged bytes between its segments.",
        ko: "libjpeg가 파일을 읽으며 경고했습니다(원래 메시지가 뒤따릅니다). 파일이 일찍 끝나거나 세그먼트 사이에 "
          + "엉뚱하거나 손상된 바이트가 있는 경우입니다.")
    case .photoshopResourceTruncated:
      language.pick(
        en: "A Photoshop resource runs past the end of APP13.",
        ko: "Photoshop 리소스가 APP13 끝을 넘어갑니다.")
    case .photoshopTrailingData:
      language.pick(
        en: "Photoshop resources end in unrecognised data.",
        ko: "Photoshop 리소스 끝에 알 수 없는 데이터가 있습니다.")
    case .pngChunkInvalid:
      language.pick(
        en: "An invalid PNG chunk.",
        ko: "잘못된 PNG chunk가 있습니다.")
    case .pngFirstChunkNotIHDR:
      language.pick(
        en: "The PNG's first chunk is not IHDR.",
        ko: "PNG의 첫 chunk가 IHDR이 아닙니다.")
    case .pngICCPDamaged:
      language.pick(
        en: "The iCCP profile's compressed data is damaged.",
        ko: "iCCP 프로필의 압축 데이터가 손상되었습니다.")
    case .pngICCPTooLarge:
      language.pick(
        en: "The iCCP profile inflates to more than metalens reads.",
        ko: "iCCP 프로필의 압축을 풀면 metalens가 읽는 크기보다 큽니다.")
    case .pngIHDRTooShort:
      language.pick(
        en: "The IHDR chunk is too short.",
        ko: "IHDR chunk가 너무 짧습니다.")
    case .pngNoIEND:
      language.pick(
        en: "The file ends before the IEND chunk.",
        ko: "IEND chunk 전에 파일이 끝납니다.")
    case .pngRawProfileUnreadable:
      language.pick(
        en: "A PNG text chunk is not a readable raw profile.",
        ko: "PNG 텍스트 chunk가 읽을 수 있는 raw profile이 아닙니다.")
    case .pngTextMalformed:
      language.pick(
        en: "A PNG text chunk is malformed.",
        ko: "PNG 텍스트 chunk의 형식이 잘못되었습니다.")
    case .pngTextUnreadable:
      language.pick(
        en: "A PNG text chunk could not be read (compression, encoding).",
        ko: "PNG 텍스트 chunk를 읽을 수 없었습니다(압축, 인코딩).")
    case .readLimitReached:
      language.pick(
        en: "The per-file read limit was reached; the rest of the file is not read.",
        ko: "파일당 읽기 한도에 도달해 파일의 나머지는 읽지 않았습니다.")
    case .riffSizeMismatch:
      language.pick(
        en: "The RIFF header claims more bytes than the file has.",
        ko: "RIFF 헤더가 파일 크기보다 많은 바이트를 주장합니다.")
    case .tiffC2PAWrongType:
      language.pick(
        en:
          "The TIFF's C2PA tag (0xCD41) is not of type UNDEFINED (7), so C2PA readers refuse the file; the credential is invalid.",
        ko: "TIFF의 C2PA 태그(0xCD41) 유형이 UNDEFINED(7)가 아니어서 C2PA 판독기가 파일을 거부합니다. 자격 증명은 유효하지 않습니다.")
    case .tiffDirectoryLimit:
      language.pick(
        en: "More TIFF directories than metalens reads.",
        ko: "TIFF 디렉터리가 metalens가 읽는 개수보다 많습니다.")
    case .tiffEntryLimit:
      language.pick(
        en: "A TIFF directory, or all of them together, hold more entries than metalens reads.",
        ko: "TIFF 디렉터리 하나 또는 전체가 metalens가 읽는 개수보다 많은 항목을 담고 있습니다.")
    case .tiffDirectoryOverlap:
      language.pick(
        en: "A TIFF directory lies over another one's entries; it was not read.",
        ko: "TIFF 디렉터리가 다른 디렉터리의 항목 위에 겹쳐 있어 읽지 않았습니다.")
    case .tiffPointerLoop:
      language.pick(
        en: "A TIFF directory pointer loops back to a directory already read.",
        ko: "TIFF 디렉터리 포인터가 이미 읽은 디렉터리로 되돌아갑니다.")
    case .tiffPointerOutside:
      language.pick(
        en: "A TIFF directory pointer points outside the file.",
        ko: "TIFF 디렉터리 포인터가 파일 밖을 가리킵니다.")
    case .tiffUnknownValueTypes:
      language.pick(
        en: "TIFF entries of an unknown type are left out.",
        ko: "알 수 없는 유형의 TIFF 항목은 제외했습니다.")
    case .tiffValuesLeftOut:
      language.pick(
        en: "TIFF values that could not be read are left out.",
        ko: "읽을 수 없는 TIFF 값은 제외했습니다.")
    case .truncated:
      language.pick(
        en: "The file ends before the end its own structure declares: it is cut short.",
        ko: "파일이 자체 구조가 선언한 끝보다 먼저 끝납니다. 파일이 잘렸습니다.")
    case .xmpExtendedChunkTooShort:
      language.pick(
        en: "An Extended XMP chunk is too short.",
        ko: "Extended XMP chunk가 너무 짧습니다.")
    case .xmpExtendedIncomplete:
      language.pick(
        en: "The Extended XMP the standard packet names is incomplete or inconsistent.",
        ko: "표준 XMP 패킷이 가리키는 Extended XMP가 불완전하거나 일관되지 않습니다.")
    case .xmpExtendedUnnamed:
      language.pick(
        en: "An Extended XMP packet that the standard packet does not name; ignored.",
        ko: "표준 XMP 패킷이 가리키지 않는 Extended XMP 패킷이 있어 무시했습니다.")
    case .xmpRejected:
      language.pick(
        en: "An XMP packet exempi rejected as not well-formed.",
        ko: "exempi가 올바른 형식이 아니라며 거부한 XMP 패킷이 있습니다.")
    case .xmpRepaired:
      language.pick(
        en: "An XMP packet exempi rejected was read without the parts that broke it.",
        ko: "exempi가 거부한 XMP 패킷을, 문제가 된 부분을 빼고 읽었습니다.")
    case .xmpTooDeep:
      language.pick(
        en: "An XMP packet nests deeper than metalens reads.",
        ko: "XMP 패킷의 중첩이 metalens가 읽는 깊이보다 깊습니다.")
    case .xmpTooWide:
      language.pick(
        en: "An XMP packet has more properties side by side than metalens reads.",
        ko: "XMP 패킷에 나란히 놓인 속성이 metalens가 읽는 수보다 많습니다.")
    }
  }
}
