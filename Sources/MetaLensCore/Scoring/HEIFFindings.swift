/// What the HEIF rules (`ScoringRules+HEIF.swift`) found, in English and
/// Korean side by side.
enum HEIFFindings: Wording {
  /// `heif-structure-mismatch`: the model, how this file differs from its
  /// originals, and how many originals were measured.
  case structureMismatch(model: String, differences: [HEIFFingerprints.Difference], originals: Int)
  case structureMatchesModel(model: String, originals: Int)
  /// `heif-library-encoded`, with the hdlr name.
  case libraryEncoded(handler: String)
  /// `heif-gain-map-dropped`, with Apple's HDRGain value.
  case gainMapDropped(gain: String)

  func text(_ language: Language) -> String {
    switch self {
    case .structureMismatch(let model, let differences, let originals):
      let found = language.list(differences.map { Self.difference($0, language) })
      return language.pick(
        en: "The \(model)'s own HEIC files (measured on \(originals) original\(originals == 1 ? "" : "s")) are built "
          + "otherwise; this one has \(found).",
        ko: "\(model) 기종의 HEIC 원본(원본 \(originals)개에서 측정)은 다르게 구성됩니다. 이 파일에는 \(found)이(가) 있습니다.")
    case .structureMatchesModel(let model, let originals):
      return language.pick(
        en: "The grid, codec, hdlr box and coding brand are those the \(model) writes (seen in \(originals) original"
          + "\(originals == 1 ? "" : "s")).",
        ko: "그리드, 코덱, hdlr 박스, 부호화 브랜드가 \(model) 기종이 쓰는 것과 같습니다(원본 \(originals)개에서 확인).")
    case .libraryEncoded(let handler):
      return language.pick(
        en: "The hdlr box names \(handler); no phone or camera measured writes a name there.",
        ko: "hdlr 박스에 \(handler)이(가) 적혀 있습니다. 측정한 휴대전화나 카메라 중 이곳에 이름을 쓰는 것은 없습니다.")
    case .gainMapDropped(let gain):
      return language.pick(
        en: "Apple's MakerNote records an HDR gain of \(gain), written with a gain-map image; the file holds no "
          + "gain map.",
        ko: "Apple MakerNote에 HDR 게인 \(gain)이(가) 기록되어 있습니다. 이 값은 게인 맵 이미지와 함께 기록되는데, 파일에는 게인 맵이 없습니다.")
    }
  }

  /// One way the file differs from the model's originals.
  private static func difference(_ difference: HEIFFingerprints.Difference, _ language: Language) -> String {
    switch difference {
    case .noGrid(let type, let tiles):
      language.pick(
        en: "one \(type) image and no grid, where the model writes tiles of \(tiles)",
        ko: "그리드 없이 \(type) 이미지 하나(이 기종은 \(tiles) 타일을 씀)")
    case .tileSize(let size, let tiles):
      language.pick(en: "tiles of \(size), where the model writes \(tiles)", ko: "\(size) 타일(이 기종은 \(tiles) 타일을 씀)")
    case .codec(let box, let modelBox):
      language.pick(en: "\(box) coding, where the model writes \(modelBox)", ko: "\(box) 부호화(이 기종은 \(modelBox)을(를) 씀)")
    case .handlerName(let name):
      language.pick(
        en: "the hdlr name \"\(name)\", which the model does not write", ko: "이 기종이 쓰지 않는 hdlr 이름 \"\(name)\"")
    case .codingBrand(let brand, let modelBrand):
      language.pick(
        en: "the coding brand \(brand), where the model writes \(modelBrand)",
        ko: "부호화 브랜드 \(brand)(이 기종은 \(modelBrand)을(를) 씀)")
    }
  }
}
