/// What the image-data rules (`ScoringRules+ImageData.swift`) found, in
/// English and Korean side by side. `model` is the Model the file names,
/// nil when it names none ("the model" / "해당").
enum ImageDataFindings: Wording {
  /// `double-compression`: positions with the periodic pattern, positions
  /// judged, and the first save's estimated quality when found.
  case doubleCompression(periodic: Int, judged: Int, firstQuality: Int?)
  /// `model-quality-mismatch`: the lowest quality the model writes, and
  /// this file's.
  case modelQualityMismatch(model: String?, lowest: Int, quality: Int)
  /// `huffman-reencoded`: the tables the model writes, and how many of its
  /// originals were seen.
  case huffmanReencoded(model: String?, seen: String, originals: Int)
  case cameraModelTables(model: String?, originals: Int)
  /// `thumbnail-content-mismatch`, with the similarity in percent.
  case thumbnailContentMismatch(similarity: Int)
  /// `thumbnail-region-changed`: the region, in percent of the picture.
  case thumbnailRegionChanged(left: Int, right: Int, top: Int, bottom: Int)
  case thumbnailMatches

  func text(_ language: Language) -> String {
    switch self {
    case .doubleCompression(let periodic, let judged, let firstQuality):
      language.pick(
        en: "The image data was compressed twice: periodic pattern at \(periodic) of \(judged) low-frequency "
          + "coefficients\(firstQuality.map { "; first save ≈ quality \($0)" } ?? "").",
        ko: "이미지 데이터가 두 번 압축되었습니다: 저주파 계수 \(judged)개 중 \(periodic)개에서 주기적 패턴"
          + "\(firstQuality.map { ", 첫 저장 품질 약 \($0)" } ?? "").")
    case .modelQualityMismatch(let model, let lowest, let quality):
      language.pick(
        en: "The \(Self.model(model, language)) writes standard tables at quality \(lowest) or more; this file's "
          + "are at quality \(quality).",
        ko: "\(Self.model(model, language)) 기종은 품질 \(lowest) 이상의 표준 테이블로 저장하지만, 이 파일은 품질 \(quality)입니다.")
    case .huffmanReencoded(let model, let seen, let originals):
      language.pick(
        en: "The Huffman tables were made for this image; the \(Self.model(model, language)) writes general tables "
          + "(\(seen), seen in \(originals) original\(originals == 1 ? "" : "s")).",
        ko: "허프만 테이블이 이 이미지에 맞춰 만들어졌습니다. \(Self.model(model, language)) 기종은 범용 테이블을 씁니다"
          + "(\(seen), 원본 \(originals)개에서 확인).")
    case .cameraModelTables(let model, let originals):
      language.pick(
        en: "The quantization tables are those the \(Self.model(model, language)) writes (seen in \(originals) original"
          + "\(originals == 1 ? "" : "s")).",
        ko: "양자화 테이블이 \(Self.model(model, language)) 기종이 쓰는 것과 같습니다(원본 \(originals)개에서 확인).")
    case .thumbnailContentMismatch(let similarity):
      language.pick(
        en: "The EXIF thumbnail does not show the picture (similarity \(similarity)% with the picture (same picture: "
          + "90% or more)).",
        ko: "EXIF 썸네일이 이 사진과 다른 그림입니다(유사도 \(similarity)%, 같은 사진이면 90% 이상).")
    case .thumbnailRegionChanged(let left, let right, let top, let bottom):
      language.pick(
        en: "The EXIF thumbnail shows the picture except at x \(left)–\(right)%, y \(top)–\(bottom)% of the picture: "
          + "that region was changed after the camera saved it.",
        ko: "EXIF 썸네일은 사진의 가로 \(left)–\(right)%, 세로 \(top)–\(bottom)% 영역을 빼면 사진과 같습니다. "
          + "카메라가 저장한 뒤 이 영역이 변경되었습니다.")
    case .thumbnailMatches:
      language.pick(en: "The EXIF thumbnail shows this picture.", ko: "EXIF 썸네일이 이 사진과 같은 그림입니다.")
    }
  }

  /// The model a file names, or the word for one.
  private static func model(_ model: String?, _ language: Language) -> String {
    model ?? language.pick(en: "model", ko: "해당")
  }
}
