/// Rules that read the image data and the quantization tables of the named
/// model rather than what the metadata claims.
extension ScoringRules {
  static let doubleCompression = ScoringRule(
    id: "double-compression", kind: .probable, points: -20, category: .editing,
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
    id: "model-quality-mismatch", kind: .probable, points: -15, category: .editing,
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

extension ScoringContext {
  /// What metalens's table of real originals says of the named model.
  var cameraModel: CameraTables.Model? { CameraTables.model(make: metadata.make, model: metadata.model) }
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
