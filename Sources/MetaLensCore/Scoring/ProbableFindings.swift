/// What the probable-sign rules (`ScoringRules+Probable.swift`) found, in
/// English and Korean side by side. Dates go in as EXIF stores them and are
/// written the reader's way (`Language.date`).
enum ProbableFindings: Wording {
  /// `modified-after-capture`: the gap in seconds, and both dates.
  case modifiedAfterCapture(gap: Int, original: String, modified: String)
  /// `exif-size-mismatch`: the size EXIF declares and the image's.
  case exifSizeMismatch(width: Int, height: Int, imageWidth: Int, imageHeight: Int)
  /// `thumbnail-aspect-mismatch`: the thumbnail's size and ratio, and the
  /// image's.
  case thumbnailAspectMismatch(
    width: Int, height: Int, ratio: String, imageWidth: Int, imageHeight: Int, imageRatio: String)
  case thumbnailMissing(make: String)
  /// `ijg-standard-tables`, with the tables' qualities (`85/90`).
  case ijgStandardTables(qualities: String)
  case jfifBeforeExif
  case makerNoteMissing(make: String)
  case captureDateMissing

  func text(_ language: Language) -> String {
    switch self {
    case .modifiedAfterCapture(let gap, let original, let modified):
      let (gap, original, modified) = (language.duration(gap), language.date(original), language.date(modified))
      return language.pick(
        en: "ModifyDate is \(gap) after DateTimeOriginal (\(original) → \(modified)).",
        ko: "ModifyDate가 DateTimeOriginal보다 \(gap) 늦습니다(\(original) → \(modified)).")
    case .exifSizeMismatch(let width, let height, let imageWidth, let imageHeight):
      return language.pick(
        en: "EXIF says \(width)×\(height), but the image is \(imageWidth)×\(imageHeight).",
        ko: "EXIF에 기록된 크기와 실제 이미지 크기가 다릅니다(EXIF \(width)×\(height), 실제 \(imageWidth)×\(imageHeight)).")
    case .thumbnailAspectMismatch(let width, let height, let ratio, let imageWidth, let imageHeight, let imageRatio):
      return language.pick(
        en: "The thumbnail is \(width)×\(height) (\(ratio)), the image \(imageWidth)×\(imageHeight) (\(imageRatio)).",
        ko: "썸네일은 \(width)×\(height)(\(ratio)), 이미지는 \(imageWidth)×\(imageHeight)(\(imageRatio))입니다.")
    case .thumbnailMissing(let make):
      return language.pick(
        en: "\(make) devices write an EXIF thumbnail, but this file has none.",
        ko: "\(make) 기기는 EXIF 썸네일을 기록하지만 이 파일에는 없습니다.")
    case .ijgStandardTables(let qualities):
      return language.pick(
        en: "Every quantization table is a scaled IJG standard table (quality \(qualities)).",
        ko: "모든 양자화 테이블이 IJG 표준 테이블을 배율 조정한 것입니다(품질 \(qualities)).")
    case .jfifBeforeExif:
      return language.pick(
        en: "A JFIF APP0 segment comes before the Exif APP1 segment.", ko: "JFIF APP0 세그먼트가 Exif APP1 세그먼트보다 앞에 있습니다.")
    case .makerNoteMissing(let make):
      return language.pick(
        en: "IFD0 Make is \(make), but the file has no MakerNote.", ko: "IFD0 Make 값은 \(make)인데 파일에 MakerNote가 없습니다.")
    case .captureDateMissing:
      return language.pick(
        en: "The file names a camera but has no DateTimeOriginal.", ko: "카메라가 기록되어 있으나 DateTimeOriginal이 없습니다.")
    }
  }
}
