// swift-format-ignore-file
// Catalogue data: one entry a line, so lines are long.

/// Where in the picture a sign points, in Korean: the region rule's title,
/// explanation and limits, its detail, and the words that name a place
/// (issue 31).
extension KoreanCatalogue {
  static let regions: [String: String] = [
    "rule.region-compression-differs.title": "사진의 한 영역이 나머지보다 적게 압축됨",
    "rule.region-compression-differs.explanation": "사진이 같은 8 × 8 격자에서 JPEG로 두 번 저장되어 DCT 계수에 주기적인 무늬가 남았는데, 한 곳의 작은 영역만은 블록이 한 번만 저장되었습니다. 마지막 저장 전에 다른 사진에서 붙여 넣었거나 새로 그린 영역입니다. 각 블록이 두 번 압축되었을 가능도와 한 번 압축되었을 가능도를 가장 낮은 계수들의 히스토그램으로 비교하고, 첫 압축의 양자화 간격은 히스토그램의 주기성으로 추정합니다(Bianchi & Piva 2012, \"Image forgery localization via block-grained analysis of JPEG artifacts\"; Lin et al. 2009). 영역은 사진의 1.5% 이상이고 경계 상자의 3분의 1 이상을 채워야 합니다.",
    "rule.region-compression-differs.limits": "두 번째 저장의 양자화 간격이 첫 저장보다 촘촘할 때만 보입니다(품질 90 이상의 카메라 사진을 90–95로 다시 저장하면 비교할 무늬가 남지 않습니다). 카메라 자체 표로 다시 저장한 경우, 첫 압축이 배경과 같은 영역도 보이지 않습니다. 다른 품질로 저장된 뒤 8 × 8 격자에서 어긋나게 붙인 영역(비정렬 이중 압축)은 아직 측정하지 않습니다. 두 저장 사이의 큰 크기 조정이나 필터는 무늬를 지우며, 사진의 1.5% 미만인 영역이나 하늘·하얗게 날아간 부분·민색 영역(읽을 계수가 없음)은 보이지 않습니다. 자료의 카메라 원본과 그것을 통째로 다시 저장한 사진에서는 영역이 발견되지 않습니다. JPEG 전용입니다.",
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
