import MetaLensCore

/// A region of the picture named in words (`PictureRegionText`), English
/// and Korean side by side.
enum RegionWords: Wording {
  /// "Region 1: lower left, about 12% of the picture."; `row` and `column`
  /// are the third of the picture (0, 1, 2) the region's centre falls in.
  case line(number: Int, row: Int, column: Int, share: Int)

  func text(_ language: Language) -> String {
    switch self {
    case .line(let number, let row, let column, let share):
      let place = Self.place(row: row, column: column, language)
      return language.pick(
        en: "Region \(number): \(place), about \(share)% of the picture.",
        ko: "영역 \(number): \(place), 사진의 약 \(share)%.")
    }
  }

  /// The ninth of the picture, by row (top to bottom) and column (left to
  /// right).
  private static func place(row: Int, column: Int, _ language: Language) -> String {
    let english = [
      ["upper left", "top centre", "upper right"], ["middle left", "centre", "middle right"],
      ["lower left", "bottom centre", "lower right"],
    ]
    let korean = [
      ["왼쪽 위", "가운데 위", "오른쪽 위"], ["왼쪽 가운데", "가운데", "오른쪽 가운데"], ["왼쪽 아래", "가운데 아래", "오른쪽 아래"],
    ]
    let (row, column) = (min(max(row, 0), 2), min(max(column, 0), 2))
    return language.pick(en: english[row][column], ko: korean[row][column])
  }
}
