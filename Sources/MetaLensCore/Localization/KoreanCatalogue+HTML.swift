// swift-format-ignore-file
// Catalogue data: one entry a line, so lines are long.

/// The hand-over page's own words, in Korean.
extension KoreanCatalogue {
  static let html: [String: String] = [
    "html.title": "MetaLens 감정 보고서",
    "html.title.file": "MetaLens 감정 보고서: {0}",
    "html.unreadable": "읽을 수 없음: {0}",
    "html.batch.score": "점수",
    "html.batch.verdict": "판정",
    "html.batch.sign": "가장 강한 흔적",
    "html.batch.file": "파일",
    "html.custody.file": "파일",
    "html.custody.path": "경로",
    "html.custody.size": "크기",
    "html.custody.sha256": "SHA-256",
    "html.custody.examined": "검사 일시",
    "html.custody.tool": "도구",
    "html.custody.options": "옵션",
    "html.custody.not-computed": "계산하지 않음",
    "html.custody.readonly": "이 파일은 읽기만 했습니다. MetaLens는 파일을 읽기 전용으로 열었고, 파일에 쓰거나 어디로 보내지 않았습니다. 위의 SHA-256으로 검사한 바이트를 정확히 특정할 수 있습니다.",
    "html.dct.title": "이미지 데이터",
    "html.dct.label": "DCT 계수 히스토그램",
    "html.dct.caption": "가장 잘 맞는 계수에서 양자화 값 1–{0}을 가진 블록 수입니다. 한 번 압축하면 완만하게 줄어들고, 규칙적인 골과 봉우리는 두 번째 압축이 남긴 흔적입니다.",
    "html.pictures": "이미지",
    "html.picture.decoded": "축소 디코딩하고 방향을 바로잡은 이미지",
    "html.picture.original": "파일에 저장된 그대로의 이미지",
    "html.picture.thumbnail": "파일에 저장된 EXIF 썸네일",
    "html.picture.none": "미리보기 없음: {0}",
    "html.picture.nothing": "표시할 것이 없음",
    "html.tags.title": "전체 태그",
    "html.tags.summary": "태그 {0}개 (<code>metalens tags</code>와 같은 목록)",
    "html.tags.group": "그룹",
    "html.tags.tag": "태그",
    "html.tags.value": "값",
  ]
}
