/// What the region rules (`ScoringRules+CompressionRegion.swift`,
/// `ScoringRules+ForeignGridRegion.swift`, `ScoringRules+DuplicatedRegion.swift`) found, in English and Korean side
/// by side. Places are in percent of the picture.
enum RegionFindings: Wording {
  /// `region-compression-differs`: the region's edges, written to a tenth
  /// of a percent.
  case compressionDiffers(left: String, right: String, top: String, bottom: String)
  /// `region-grid-differs`: the region's edges, and the other grid's offset
  /// in pixels.
  case gridDiffers(left: String, right: String, top: String, bottom: String, column: Int, row: Int)
  /// `region-grid-differs` when the region spans most of the picture
  /// (`ForeignGridRegion.spansMostOfThePicture`): cropped after an earlier
  /// save, more likely than pasted.
  case gridShiftedThroughout(left: String, right: String, top: String, bottom: String, column: Int, row: Int)
  /// `region-duplicated`: the region's edges and the shift to its copy.
  case duplicated(left: Int, right: Int, top: Int, bottom: Int, shiftX: Int, shiftY: Int)

  func text(_ language: Language) -> String {
    switch self {
    case .compressionDiffers(let left, let right, let top, let bottom):
      language.pick(
        en: "The picture at x \(left)–\(right)%, y \(top)–\(bottom)% was compressed once where the rest was compressed "
          + "twice: that region was pasted or drawn afresh before the last save.",
        ko: "사진의 가로 \(left)–\(right)%, 세로 \(top)–\(bottom)% 영역은 한 번 압축되었고 나머지는 두 번 압축되었습니다. "
          + "그 영역은 마지막 저장 전에 붙여 넣었거나 새로 그린 것입니다.")
    case .gridDiffers(let left, let right, let top, let bottom, let column, let row):
      language.pick(
        en: "The picture at x \(left)–\(right)%, y \(top)–\(bottom)% keeps the 8 × 8 grid of an earlier JPEG save laid "
          + "\(column) pixels right and \(row) down of the picture's own: that region was pasted from another JPEG.",
        ko: "사진의 가로 \(left)–\(right)%, 세로 \(top)–\(bottom)% 영역에는 사진 자체의 격자에서 오른쪽으로 \(column)픽셀, "
          + "아래로 \(row)픽셀 어긋난 이전 JPEG 저장의 8 × 8 격자가 남아 있습니다. 그 영역은 다른 JPEG에서 붙여 넣은 것입니다.")
    case .gridShiftedThroughout(let left, let right, let top, let bottom, let column, let row):
      language.pick(
        en: "Most of the picture (x \(left)–\(right)%, y \(top)–\(bottom)%) keeps the 8 × 8 grid of an earlier JPEG "
          + "save laid \(column) pixels right and \(row) down of the picture's own: the picture was cropped or shifted by a "
          + "number of pixels that is not a multiple of 8 after that save, or most of it was pasted from another JPEG.",
        ko: "사진의 대부분(가로 \(left)–\(right)%, 세로 \(top)–\(bottom)%)에 사진 자체의 격자에서 오른쪽으로 \(column)픽셀, "
          + "아래로 \(row)픽셀 어긋난 이전 JPEG 저장의 8 × 8 격자가 남아 있습니다. 그 저장 뒤에 사진을 8의 배수가 아닌 픽셀 수만큼 "
          + "잘라 내거나 옮겼거나, 사진의 대부분을 다른 JPEG에서 붙여 넣은 것입니다.")
    case .duplicated(let left, let right, let top, let bottom, let shiftX, let shiftY):
      language.pick(
        en: "The picture at x \(left)–\(right)%, y \(top)–\(bottom)% appears again \(shiftX)% across and "
          + "\(shiftY)% down: part of the picture was copied over another part.",
        ko: "사진의 가로 \(left)–\(right)%, 세로 \(top)–\(bottom)% 영역이 가로 \(shiftX)%, 세로 \(shiftY)% 떨어진 곳에 "
          + "다시 나타납니다. 사진의 한 부분이 다른 부분 위에 복사되었습니다.")
    }
  }
}
