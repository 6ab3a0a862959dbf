// swift-format-ignore-file
// Catalogue data: one entry a line, so lines are long.

/// Where in the picture a sign points, in Korean: the region rule's title,
/// explanation and limits, its detail, and the words that name a place
/// (issue 31).
extension KoreanCatalogue {
  static let regions: [String: String] = [
    "rule.region-compression-differs.detail": "사진의 가로 {0}–{1}%, 세로 {2}–{3}% 영역은 한 번 압축되었고 나머지는 두 번 압축되었습니다. 그 영역은 마지막 저장 전에 붙여 넣었거나 새로 그린 것입니다.",
    "region.line": "영역 {0}: {1}, 사진의 약 {2}%.",
    "region.place.top-left": "왼쪽 위",
    "region.place.top-centre": "가운데 위",
    "region.place.top-right": "오른쪽 위",
    "region.place.middle-left": "왼쪽 가운데",
    "region.place.middle-centre": "가운데",
    "region.place.middle-right": "오른쪽 가운데",
    "region.place.bottom-left": "왼쪽 아래",
    "region.place.bottom-centre": "가운데 아래",
    "region.place.bottom-right": "오른쪽 아래",
    "html.regions.map": "한 번 압축된 블록(빨강)과 두 번 압축된 블록(파랑)",
  ]
}
