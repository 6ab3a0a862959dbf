/// Rules on how a HEIC or AVIF file is built (issue 33): a phone's or
/// camera's own encoder leaves a structure of its own (Apple's: a grid of
/// 512×512 HEVC tiles, an empty `hdlr` name), a library re-encoding the
/// picture leaves another (heif-enc: one HEVC item for the whole picture;
/// avifenc: one AV1 item and the `hdlr` name `libavif`). Measured on the
/// corpus and on heif-enc 1.15 and avifenc 0.11 re-encodes of its iPhone
/// files (`scripts/generate-heif-fingerprints.py`). Only the `meta` box is
/// read, so they work with `--metadata-only`.
extension ScoringRules {
  static let heifStructureMismatch = ScoringRule(
    id: "heif-structure-mismatch", kind: .copy, points: -25, category: .editing,
    title: "Built unlike the named model's own HEIF files",
    explanation: """
      The file names a phone or camera whose own HEIF files metalens has measured, but it is built otherwise: \
      one coded image where the model writes a grid of tiles (ISO/IEC 23008-12 §6.6.2.3), tiles of another \
      size, another codec, or a library's name in the hdlr box. That is what heif-enc and avifenc leave when \
      they re-encode a photo and its EXIF is copied back (ImageMagick writes HEIC through the same libheif): \
      the file was encoded again, the picture not necessarily changed.
      """,
    limits: """
      Known only for the models measured in metalens's samples, and only their default HEIC mode: a setting \
      the samples lack (another resolution, a camera's other HEIF mode) may build the file otherwise. An edit \
      made in Apple Photos is saved by Apple's own encoder, which leaves Apple's structure: such an edit is not \
      caught here. A missing gain map or depth image is not counted: phones write them only for some shots.
      """
  ) { context in
    guard let structure = context.metadata.heif,
      let entry = HEIFFingerprints.entry(make: context.metadata.make, model: context.metadata.model)
    else { return nil }
    let differences = entry.differences(from: structure)
    guard !differences.isEmpty else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.heif-structure-mismatch.detail.\(entry.sources.count == 1 ? "one" : "other")", .text(entry.model),
        .list(differences.map(heifDifference)), .integer(entry.sources.count)),
      evidence: [context.evidence("IFD0", "Model")].compactMap { $0 } + heifEvidence(structure))
  }

  static let heifStructureMatchesModel = ScoringRule(
    id: "heif-structure-matches-model", kind: .positive, category: .provenance,
    title: "Built as the named model builds its HEIF files",
    explanation: """
      The primary image's grid and tile size, its codec and the hdlr box are those the named model writes in \
      the originals metalens has measured.
      """,
    limits: """
      An edit made in Apple Photos is saved by Apple's own encoder with the same structure, and a careful \
      forger can rebuild it; it speaks of the encoder, not of the picture.
      """
  ) { context in
    guard let structure = context.metadata.heif,
      let entry = HEIFFingerprints.entry(make: context.metadata.make, model: context.metadata.model),
      entry.differences(from: structure).isEmpty
    else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.heif-structure-matches-model.detail.\(entry.sources.count == 1 ? "one" : "other")", .text(entry.model),
        .integer(entry.sources.count)),
      evidence: [context.evidence("IFD0", "Model")].compactMap { $0 } + heifEvidence(structure))
  }

  static let heifLibraryEncoded = ScoringRule(
    id: "heif-library-encoded", kind: .copy, points: -25, category: .editing,
    title: "A HEIF written by a library, with a camera's metadata",
    explanation: """
      The file names a camera or phone metalens has no HEIF measurements for, and its hdlr box names software \
      (libavif, libheif, GPAC…): no phone or camera measured writes a name there. The picture was encoded by \
      that library and the camera's metadata carried over.
      """,
    limits: """
      Says only what the hdlr box says: heif-enc (libheif 1.15) leaves it empty, so its re-encodes of an \
      unmeasured model are not caught. An edit made in Apple Photos leaves Apple's structure and is not \
      caught either. A model's make is never used in its place.
      """
  ) { context in
    guard let structure = context.metadata.heif, context.hasCamera,
      HEIFFingerprints.entry(make: context.metadata.make, model: context.metadata.model) == nil,
      let name = structure.handlerName, !name.trimmed.isEmpty, !HEIFFingerprints.isDeviceHandlerName(name)
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.heif-library-encoded.detail", .text(name)),
      evidence: [context.evidence("IFD0", "Model"), Evidence(source: "HEIF", tag: "hdlr", value: name)]
        .compactMap { $0 })
  }

  static let heifGainMapDropped = ScoringRule(
    id: "heif-gain-map-dropped", kind: .copy, points: -20, category: .editing,
    title: "Apple's MakerNote records an HDR gain map the file lacks",
    explanation: """
      The EXIF's Apple MakerNote records the HDR gain the camera applied (HDRGain, tag 0x0030), which Apple \
      writes when it stores a gain-map image (urn:com:apple:photo:2020:aux:hdrgainmap) beside the picture; the \
      file holds no gain map. A converter that re-encodes the picture and copies the EXIF back leaves exactly \
      this: the maker's record, without the images it describes.
      """,
    limits: """
      Measured on few files: in metalens's samples every iPhone HEIC with HDRGain has a gain map and none \
      without it does, but Apple may change what it writes. An edit saved by Apple Photos keeps the gain map and \
      is not caught. HEIF only: an iPhone JPEG keeps its gain map in an MPF image metalens does not read.
      """
  ) { context in
    guard let structure = context.metadata.heif, !structure.hasGainMap,
      let gain = context.metadata.value("Apple", "HDRGain")
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.heif-gain-map-dropped.detail", .text(gain.plainText)),
      evidence: [
        context.evidence("IFD0", "Model"), Evidence(source: "Apple", tag: "HDRGain", value: gain.plainText),
        Evidence(
          source: "HEIF", tag: "AuxiliaryImages", value: structure.auxiliaryImages.isEmpty ? "none" : "no gain map"),
      ].compactMap { $0 })
  }

  /// A difference in the reader's language.
  static func heifDifference(_ difference: HEIFFingerprints.Difference) -> MessageArgument {
    switch difference {
    case .noGrid(let type, let tiles):
      .message(Message("rule.heif-structure-mismatch.no-grid", .text(type), .text(tiles)))
    case .tileSize(let size, let tiles):
      .message(Message("rule.heif-structure-mismatch.tile-size", .text(size), .text(tiles)))
    case .codec(let box, let modelBox):
      .message(Message("rule.heif-structure-mismatch.codec", .text(box), .text(modelBox)))
    case .handlerName(let name):
      .message(Message("rule.heif-structure-mismatch.handler", .text(name)))
    }
  }

  /// The structure facts the HEIF rules rest on.
  static func heifEvidence(_ structure: HEIFStructure) -> [Evidence] {
    var evidence = [Evidence(source: "HEIF", tag: "PrimaryItemType", value: structure.primaryItemType ?? "")]
    if let grid = structure.grid, let tile = grid.tileSize {
      evidence.append(
        Evidence(source: "HEIF", tag: "Grid", value: "\(grid.tileCount) tiles of \(tile.width)x\(tile.height)"))
    }
    if let codec = structure.codecLevel {
      evidence.append(
        Evidence(source: "HEIF", tag: codec.box, value: "profile \(codec.profile), level \(codec.level)"))
    }
    evidence.append(Evidence(source: "HEIF", tag: "hdlr", value: structure.handlerName ?? ""))
    return evidence
  }
}
