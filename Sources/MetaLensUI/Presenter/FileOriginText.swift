import MetaLensCore

/// The summary card's Origin row: whether the file is the camera's own, in
/// words, with the encoder and the platforms its header matches
/// ("Not the camera's original file: encoded again (IJG tables at quality
/// 95, long edge 1440 px), consistent with KakaoTalk (normal quality)"). Nothing for
/// a file about which nothing can be said (`unknown`).
enum FileOriginText {
  static func text(_ origin: FileOrigin?, longEdge: Int64?, catalogue: Catalogue) -> String? {
    guard let origin else { return nil }
    switch origin.state {
    case .unknown:
      return nil
    case .reEncoded:
      let parts = [
        encoder(origin.encoder, catalogue), longEdge.map { catalogue.text(FileOriginWords.longEdge(pixels: $0)) },
      ]
      .compactMap { $0 }
      let how = parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
      guard !origin.platforms.isEmpty else { return catalogue.text(FileOriginWords.reEncoded(how: how)) }
      let platforms = origin.platforms.map {
        catalogue.text(FileOriginWords.platform(name: $0.platform.displayName, variant: $0.variant))
      }
      return catalogue.text(
        FileOriginWords.reEncodedLike(
          how: how, platforms: unique(platforms).joined(separator: catalogue.text(FileOriginWords.or))))
    case .cameraOriginal: return catalogue.text(FileOriginWords.cameraOriginal)
    case .metadataRewritten: return catalogue.text(FileOriginWords.metadataRewritten)
    case .edited: return catalogue.text(FileOriginWords.edited)
    case .generated: return catalogue.text(FileOriginWords.generated)
    case .cutShort: return catalogue.text(FileOriginWords.cutShort)
    }
  }

  /// The encoder in words (as the `software-encoded` flag names it); nil
  /// for a camera's or an unknown encoder.
  static func encoder(_ encoder: EncoderIdentity?, _ catalogue: Catalogue) -> String? {
    encoder.flatMap(EncoderTablesWords.init).map { catalogue.text($0) }
  }

  private static func unique(_ texts: [String]) -> [String] {
    var seen: Set<String> = []
    return texts.filter { seen.insert($0).inserted }
  }
}
