/// A file that is not whole: the sign that the bytes are not all the ones
/// a camera wrote, whatever the metadata they do hold says.
extension ScoringRules {
  static let fileCutShort = ScoringRule(
    id: "file-cut-short", kind: .probable, points: -20, category: .consistency,
    title: "The file is cut short",
    explanation: """
      A camera writes whole files: a JPEG's picture data ends with an end-of-image marker, and each box of a \
      HEIF holds all the bytes it declares. This file ends before that — inside its header, its EXIF block or \
      its picture data — so it is not the file the camera wrote, and the part of the picture past the cut is \
      missing (viewers show it grey or not at all). Its \
      metadata can still name a camera and look original.
      """,
    limits: """
      An interrupted download or copy cuts a file too, with no intent to change it. Data after the picture \
      (a motion photo's video, a second image) is not a cut: metalens walks the picture data to its \
      end-of-image marker, within the bytes it reads per file (32 MiB); a file whose picture data runs past \
      that is not judged. Only JPEG, HEIF and camera raw files (DNG, CR2, NEF and the other TIFF-based raws, \
      whose embedded images or picture strips lie past the end) are judged, the containers cameras and phones \
      write.
      """,
    korean: RuleWords(
      title: "파일이 중간에 잘림",
      explanation: "카메라는 파일을 온전히 기록합니다. JPEG의 사진 데이터는 이미지 끝 마커로 끝나고, HEIF의 각 상자는 선언한 바이트를 모두 "
        + "담습니다. 이 파일은 그 전에, 즉 헤더나 EXIF 블록, "
        + "사진 데이터 도중에 끝나므로 카메라가 기록한 파일이 아니며, 잘린 곳 뒤의 사진은 없습니다(뷰어는 회색으로 보여 주거나 보여 주지 않습니다). "
        + "남은 메타데이터는 여전히 카메라를 기록하고 원본처럼 보일 수 있습니다.",
      limits: "다운로드나 복사가 중단되어도 파일은 잘리며, 이는 내용을 바꾸려는 의도와 무관합니다. 사진 뒤의 데이터(모션 포토의 동영상, 두 번째 이미지)는 "
        + "잘림이 아닙니다. metalens는 파일당 읽는 한도(32MiB) 안에서 사진 데이터를 이미지 끝 마커까지 따라가며, 사진 데이터가 그 한도를 넘는 파일은 "
        + "판단하지 않습니다. 카메라와 휴대폰이 기록하는 JPEG, HEIF, 카메라 RAW 파일(DNG, CR2, NEF 등 TIFF 기반 RAW로, 안에 든 이미지나 사진 "
        + "스트립이 파일 끝을 넘는 경우)만 판단합니다.")
  ) { context in
    guard let cut = FileCut(context.metadata) else { return nil }
    return ScoringRule.Finding(cut, evidence: [cut.evidence])
  }
}
