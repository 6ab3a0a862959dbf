/// Rules that read the image data and the quantization tables of the named
/// model rather than what the metadata claims.
extension ScoringRules {
  static let doubleCompression = ScoringRule(
    id: "double-compression", kind: .copy, points: -20, category: .editing,
    title: "Compressed twice (image data)",
    explanation: """
      The DCT coefficients keep a record of every JPEG compression: a file saved again with other tables shows \
      a periodic pattern of full and empty values that a single compression never leaves (Popescu & Farid \
      2004). The first save's steps tell its quality.
      """,
    limits: """
      It cannot see a second save with the same tables or with steps that are multiples of the first's, and \
      resizing or filtering between the saves erases the pattern; a camera original saved at a very high \
      quality and re-saved at a lower one leaves little trace. Needs about 2,000 coefficients per frequency \
      (an image of a few hundred thousand pixels). JPEG only.
      """,
    jpegOnly: true
  ) { context in
    guard let analysis = context.analysis.imageData, analysis.doubleCompressed else { return nil }
    let quality = analysis.firstQuality.map { "; first save ≈ quality \($0)" } ?? ""
    let summary =
      "periodic pattern at \(analysis.firstSteps.count) of \(analysis.positionsJudged) low-frequency coefficients\(quality)"
    return ScoringRule.Finding(
      Message(
        "rule.double-compression.detail", .integer(analysis.firstSteps.count), .integer(analysis.positionsJudged),
        .message(analysis.firstQuality.map { Message("rule.double-compression.quality", .integer($0)) } ?? .empty)),
      evidence: [Evidence(source: "JPEG", tag: "DCTHistogram", value: summary)])
  }

  static let modelQualityMismatch = ScoringRule(
    id: "model-quality-mismatch", kind: .copy, points: -15, category: .editing,
    title: "Saved at a quality the named model does not use",
    explanation: """
      The named model encodes with libjpeg's standard tables at a high quality (seen in its originals); this \
      file's standard tables are at a clearly lower quality, as when a program re-saves the photo.
      """,
    limits: "The table knows the models of metalens's corpus only; a model may have quality settings not seen there.",
    jpegOnly: true
  ) { context in
    guard let jpeg = context.metadata.jpeg, jpeg.usesIJGStandardTables, let model = context.cameraModel,
      let lowest = model.ijgQualities.min(), let quality = jpeg.quantizationTables.first?.estimatedQuality,
      quality < lowest - 2
    else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.model-quality-mismatch.detail", modelName(context), .integer(lowest), .integer(quality)),
      evidence: [
        context.evidence("IFD0", "Model"),
        Evidence(source: "JPEG", tag: "QuantizationTables", value: "IJG standard, quality \(quality)"),
      ].compactMap { $0 })
  }

  static let huffmanReencoded = ScoringRule(
    id: "huffman-reencoded", kind: .copy, points: -15, category: .editing,
    title: "Huffman tables made for this image",
    explanation: """
      Camera encoders write general Huffman tables, fixed before the picture is taken (ITU-T T.81 Annex K's \
      or a maker's own complete set). Programs built on libjpeg, and lossless optimisers such as jpegtran or \
      jpegoptim, write tables made for the one image, defining only the codes it uses. The named model's \
      originals all carry general tables; this file's were made for it, so it was encoded again after the \
      camera, with its pixels changed or not.
      """,
    limits: """
      Speaks only for models whose originals in metalens's table (made from real originals) all carry general \
      tables; many cameras optimise their tables, and a model may have firmware not seen there. A re-encoder \
      that keeps general tables leaves no trace here. Read from the header, so it also serves \
      `--metadata-only`. JPEG only.
      """,
    jpegOnly: true
  ) { context in
    guard let jpeg = context.metadata.jpeg, let coding = jpeg.huffmanCoding, !coding.isGeneral,
      let model = context.cameraModel, model.writesGeneralHuffmanTables
    else { return nil }
    let seen = model.huffman.map { $0 == "standard" ? "Annex K standard" : "fixed (\($0.dropFirst(6)))" }
    let value = coding == .progressive ? "progressive, tables per scan" : "optimised for this image"
    return ScoringRule.Finding(
      Message(
        "rule.huffman-reencoded.detail.\(model.files == 1 ? "one" : "other")", modelName(context),
        .text(seen.joined(separator: ", ")), .integer(model.files)),
      evidence: [
        context.evidence("IFD0", "Model"),
        Evidence(source: "JPEG", tag: "HuffmanTables", value: value),
      ].compactMap { $0 })
  }

  static let cameraModelTables = ScoringRule(
    id: "camera-model-tables", kind: .positive, category: .provenance,
    title: "The named model's own tables",
    explanation: "The quantization tables are exactly those the named model writes in its originals.",
    limits: "Tables can be copied by a careful forger; many models share tables with others of their make.",
    jpegOnly: true
  ) { context in
    guard let jpeg = context.metadata.jpeg, let model = context.cameraModel,
      model.writes(jpeg.quantizationTables.sorted { $0.index < $1.index }.map(\.values))
    else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.camera-model-tables.detail.\(model.files == 1 ? "one" : "other")", modelName(context),
        .integer(model.files)),
      evidence: [
        context.evidence("IFD0", "Model"),
        Evidence(source: "JPEG", tag: "QuantizationTables", value: "as the model writes them"),
      ].compactMap { $0 })
  }
}

extension ScoringRules {
  /// The model a file names, or the word for one.
  static func modelName(_ context: ScoringContext) -> MessageArgument {
    context.metadata.model.map { .text($0) } ?? .message(Message("rule.model"))
  }
}

extension ScoringRules {
  static let thumbnailContentMismatch = ScoringRule(
    id: "thumbnail-content-mismatch", kind: .probable, points: -25, category: .consistency,
    title: "The EXIF thumbnail shows another picture",
    explanation: """
      Cameras write the thumbnail from the same exposure as the picture. Decoded small and compared (black bars \
      removed, every quarter turn tried), this one does not show the picture: the metadata, thumbnail included, \
      was carried over from another photo, or the picture was changed and the thumbnail left as it was.
      """,
    limits: """
      Compares 24 × 24 grey versions, so it sees another scene or another crop, not a small retouch; some tools \
      replace the thumbnail legitimately. JPEG only.
      """,
    jpegOnly: true
  ) { context in
    guard let comparison = context.analysis.imageData?.thumbnail, comparison.differs,
      let similarity = comparison.similarity
    else { return nil }
    let value = "similarity \(Int((similarity * 100).rounded()))% with the picture (same picture: 90% or more)"
    return ScoringRule.Finding(
      Message("rule.thumbnail-content-mismatch.detail", .integer(Int((similarity * 100).rounded()))),
      evidence: [
        context.evidence("IFD1", "ThumbnailLength"), Evidence(source: "JPEG", tag: "ThumbnailVsImage", value: value),
      ]
      .compactMap { $0 })
  }

  static let thumbnailRegionChanged = ScoringRule(
    id: "thumbnail-region-changed", kind: .probable, points: -20, category: .consistency,
    title: "A region of the picture differs from the EXIF thumbnail",
    explanation: """
      The thumbnail shows the picture, except in one region: compared cell by cell (24 × 24, both normalised), \
      one window of a sixth of each side differs far more than a camera's own thumbnail ever does. The picture \
      was changed there (a clone-stamp, a patch pasted in, something removed) and the camera's thumbnail kept.
      """,
    limits: """
      Sees changes of about a twentieth of the picture or more whose brightness differs from what they \
      replaced; a patch copied onto similar content, a small retouch or a colour-only change stay invisible at \
      this size. On the corpus's camera originals the largest difference is 1.2; the sign starts at 1.3. JPEG \
      only.
      """,
    jpegOnly: true
  ) { context in
    guard let comparison = context.analysis.imageData?.thumbnail, comparison.regionChanged,
      let region = comparison.region
    else { return nil }
    let place =
      "x \(region.x)–\(region.x + region.width)%, y \(region.y)–\(region.y + region.height)% of the picture"
    let value = "\(place) differs from the thumbnail (\((region.difference * 10).rounded() / 10); originals < 1.3)"
    return ScoringRule.Finding(
      Message(
        "rule.thumbnail-region-changed.detail", .text(String(region.x)), .text(String(region.x + region.width)),
        .text(String(region.y)), .text(String(region.y + region.height))),
      evidence: [
        context.evidence("IFD1", "ThumbnailLength"), Evidence(source: "JPEG", tag: "ThumbnailVsImage", value: value),
      ]
      .compactMap { $0 })
  }

  static let thumbnailMatches = ScoringRule(
    id: "thumbnail-matches", kind: .positive, category: .consistency,
    title: "The EXIF thumbnail shows the picture",
    explanation: "Decoded small and compared, the thumbnail the camera wrote shows this picture.",
    limits: "A thumbnail can be regenerated by software after an edit; only a mismatch says much.",
    jpegOnly: true
  ) { context in
    guard let comparison = context.analysis.imageData?.thumbnail, comparison.matches,
      let similarity = comparison.similarity
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.thumbnail-matches.detail"),
      evidence: [
        Evidence(source: "JPEG", tag: "ThumbnailVsImage", value: "similarity \(Int((similarity * 100).rounded()))%")
      ])
  }
}
