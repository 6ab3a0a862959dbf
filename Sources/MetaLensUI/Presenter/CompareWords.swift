import MetaLensCore

/// `metalens compare`'s words, English and Korean side by side (see
/// `Wording`). The relation's line comes first, then one line a fact.
enum CompareWords: Wording {
  case identical
  case derived
  case unrelated
  case undetermined
  case original(path: String)
  case copy(path: String)
  case reason(why: String)
  case geometry(percent: Int, degrees: Int)
  case crop(width: Int, height: Int, x: Int, y: Int)
  case mirrored
  case encoding(copy: String)
  case noRegions
  case regions(count: Int)
  case region(x: Int, y: Int, width: Int, height: Int, strength: String)
  case noMetadataDifference
  case metadataDiffers
  case absent
  case pageTitle
  case originalLabel
  case copyLabel
  case fieldLabel
  case originalPicture
  case alignedOriginal
  case copyAsStored
  case differenceMap
  case regionsTitle
  case metadataTitle
  case field(name: String)
  case present

  func text(_ language: Language) -> String {
    switch self {
    case .identical:
      language.pick(en: "Identical: the same file, byte for byte", ko: "동일: 바이트 단위까지 같은 파일입니다")
    case .derived:
      language.pick(
        en: "Derived: the copy is this original's picture, resized, cropped, re-encoded, turned or mirrored",
        ko: "파생됨: 사본은 이 원본의 사진을 크기 조정, 자르기, 재인코딩, 회전 또는 좌우 반전한 것입니다")
    case .unrelated:
      language.pick(en: "Unrelated: the copy shows another picture", ko: "관련 없음: 사본은 다른 사진입니다")
    case .undetermined:
      language.pick(
        en: "Undetermined: metalens could not tell whether the copy comes from this original",
        ko: "판단 불가: 사본이 이 원본에서 나온 것인지 metalens가 판단하지 못했습니다")
    case .original(let path):
      language.pick(en: "Original  \(path)", ko: "원본  \(path)")
    case .copy(let path):
      language.pick(en: "Copy      \(path)", ko: "사본  \(path)")
    case .reason(let why):
      language.pick(en: "Why: \(why)", ko: "이유: \(why)")
    case .geometry(let percent, let degrees):
      language.pick(
        en: "Geometry: the copy is \(percent)% of the original's size, turned \(degrees)°",
        ko: "기하: 사본은 원본 크기의 \(percent)%이며 \(degrees)° 회전되었습니다")
    case .crop(let width, let height, let x, let y):
      language.pick(
        en: "Crop: the copy shows \(width)% × \(height)% of the original, from \(x)% across and \(y)% down",
        ko: "자르기: 사본은 원본의 \(width)% × \(height)%를 보여 줍니다(가로 \(x)%, 세로 \(y)% 지점부터)")
    case .mirrored:
      language.pick(en: "Mirrored: the original was flipped left to right", ko: "좌우 반전: 원본이 좌우로 뒤집혔습니다")
    case .encoding(let copy):
      language.pick(en: "The copy: \(copy)", ko: "사본: \(copy)")
    case .noRegions:
      language.pick(
        en: "No region differs beyond what the re-encoding explains (at about 1/48 of each side; smaller changes are "
          + "not seen)",
        ko: "재인코딩으로 설명되는 것 이상으로 다른 영역은 없습니다(각 변의 약 1/48 단위, 더 작은 변경은 보이지 않습니다)")
    case .regions(let count):
      language.pick(
        en: "\(count) region(s) differ beyond what the re-encoding explains (x, y, width, height in % of the copy):",
        ko: "재인코딩으로 설명되는 것 이상으로 다른 영역 \(count)곳(x, y, 너비, 높이, 사본 대비 %):")
    case .region(let x, let y, let width, let height, let strength):
      language.pick(
        en: "at \(x)%, \(y)%, \(width)% × \(height)%, \(strength) times the typical difference",
        ko: "\(x)%, \(y)% 위치, \(width)% × \(height)%, 보통 차이의 \(strength)배")
    case .noMetadataDifference:
      language.pick(
        en: "Metadata: no difference in capture date, camera, position, software or blocks",
        ko: "메타데이터: 촬영 일시, 카메라, 위치, 소프트웨어, 블록에 차이가 없습니다")
    case .metadataDiffers:
      language.pick(en: "Metadata that differs (original → copy):", ko: "다른 메타데이터(원본 → 사본):")
    case .absent:
      language.pick(en: "absent", ko: "없음")
    case .pageTitle:
      language.pick(en: "Comparison of a copy with its original", ko: "사본과 원본의 비교")
    case .originalLabel:
      language.pick(en: "Original", ko: "원본")
    case .copyLabel:
      language.pick(en: "Copy", ko: "사본")
    case .fieldLabel:
      language.pick(en: "Field", ko: "항목")
    case .originalPicture:
      language.pick(en: "The original", ko: "원본")
    case .alignedOriginal:
      language.pick(
        en: "The original, turned, mirrored and cropped as the copy is", ko: "사본에 맞춰 회전, 반전, 자르기를 적용한 원본")
    case .copyAsStored:
      language.pick(en: "The copy, as its pixels are stored", ko: "픽셀이 저장된 그대로의 사본")
    case .differenceMap:
      language.pick(
        en: "Difference map: the redder a block, the more it differs from the original (full red at twice a "
          + "region's threshold)",
        ko: "차이 지도: 블록이 붉을수록 원본과 더 다릅니다(영역 기준값의 두 배에서 가장 붉음)")
    case .regionsTitle:
      language.pick(en: "Regions", ko: "영역")
    case .metadataTitle:
      language.pick(en: "Metadata", ko: "메타데이터")
    case .field(let name):
      language.pick(en: name, ko: Self.koreanFields[name] ?? name)
    case .present:
      language.pick(en: "present", ko: "있음")
    }
  }

  /// `MetadataDifference.field`'s names in Korean (block names such as
  /// EXIF, XMP and C2PA are the same in both).
  static let koreanFields = [
    "captured": "촬영 일시", "camera": "카메라", "position": "위치", "software": "소프트웨어", "ICC profile": "ICC 프로파일",
  ]

  /// A metadata difference's field and values in `catalogue`'s language:
  /// Core says "present" for a block a file has, nil for "absent".
  static func difference(_ difference: MetadataDifference, catalogue: Catalogue) -> (
    field: String, original: String, copy: String
  ) {
    func value(_ text: String?) -> String {
      guard let text else { return catalogue.text(CompareWords.absent) }
      return text == "present" ? catalogue.text(CompareWords.present) : text
    }
    return (
      catalogue.text(CompareWords.field(name: difference.field)), value(difference.original), value(difference.copy)
    )
  }

  /// The line that names the relation.
  static func relation(_ relation: PictureComparison.Relation) -> CompareWords {
    switch relation {
    case .identical: .identical
    case .derived: .derived
    case .unrelated: .unrelated
    case .undetermined: .undetermined
    }
  }
}
