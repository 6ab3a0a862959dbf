/// Probable signs: inconsistencies and absences that editing usually leaves,
/// but that some cameras and phones show too.
extension ScoringRules {
  /// Seconds a camera may take between capture and writing the file.
  static let dateTolerance = 60

  static let modifiedAfterCapture = ScoringRule(
    id: "modified-after-capture", kind: .probable, points: -15, category: .consistency,
    title: "Modified after capture",
    explanation: """
      Cameras write ModifyDate when they take the picture; software that saves the file again usually \
      updates it, so a ModifyDate well after DateTimeOriginal suggests a later save.
      """,
    limits: """
      Some phones and cameras update ModifyDate when a photo is rotated or rated in the device; a tool \
      that re-saves without touching the date leaves no trace. Gaps under a minute are ignored.
      """
  ) { context in
    guard let original = context.metadata.dateTimeOriginal, let modified = context.metadata.modifyDate,
      let gap = DateGap.seconds(from: original, to: modified), gap > dateTolerance
    else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.modified-after-capture.detail", .duration(gap), .date(original.value), .date(modified.value)),
      evidence: [context.evidence("ExifIFD", "DateTimeOriginal"), context.evidence("IFD0", "ModifyDate")].compactMap {
        $0
      })
  }

  static let exifSizeMismatch = ScoringRule(
    id: "exif-size-mismatch", kind: .probable, points: -15, category: .consistency,
    title: "EXIF size differs from the image",
    explanation: """
      ExifImageWidth and ExifImageHeight record the size the camera wrote; a crop or resize that kept the \
      old EXIF leaves them different from the real image (a 90° rotation is allowed).
      """,
    limits: """
      Some cameras write the sensor size or zero there; some editors update it correctly. Camera raws are \
      not compared: their stored image is the sensor's or a preview, not the developed size EXIF records.
      """
  ) { context in
    guard !context.metadata.file.format.isCameraRaw,
      let width = context.metadata.value("ExifIFD", "ExifImageWidth")?.integer,
      let height = context.metadata.value("ExifIFD", "ExifImageHeight")?.integer, width > 0, height > 0,
      let size = context.metadata.imageSize
    else { return nil }
    let declared = PixelSize(width: width, height: height)
    guard size != declared, size.rotated != declared else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.exif-size-mismatch.detail", .text(String(width)), .text(String(height)), .text(String(size.width)),
        .text(String(size.height))),
      evidence: [
        context.evidence("ExifIFD", "ExifImageWidth"), context.evidence("ExifIFD", "ExifImageHeight"),
      ].compactMap { $0 } + [imageSizeEvidence(size)])
  }

  static let thumbnailAspectMismatch = ScoringRule(
    id: "thumbnail-aspect-mismatch", kind: .probable, points: -15, category: .consistency,
    title: "Thumbnail shape differs from the image",
    explanation: """
      The EXIF thumbnail is made by the camera from the full image; when a crop leaves the old thumbnail \
      behind, its proportions no longer match.
      """,
    limits: """
      DCF cameras store 160×120 thumbnails with black bars for 3:2 images, so that size is not compared; \
      the thumbnail's content is not compared, only its shape.
      """
  ) { context in
    guard let thumbnail = context.metadata.exif?.thumbnail, let width = thumbnail.width, let height = thumbnail.height,
      width > 0, height > 0, Set([width, height]) != [160, 120],
      let frameWidth = context.metadata.imageSize?.width, let frameHeight = context.metadata.imageSize?.height,
      frameWidth > 0, frameHeight > 0
    else { return nil }
    let thumbnailRatio = Double(max(width, height)) / Double(min(width, height))
    let frameRatio = Double(max(frameWidth, frameHeight)) / Double(min(frameWidth, frameHeight))
    guard abs(thumbnailRatio - frameRatio) / frameRatio > 0.05 else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.thumbnail-aspect-mismatch.detail", .text(String(width)), .text(String(height)),
        .text(ratio(thumbnailRatio)), .text(String(frameWidth)), .text(String(frameHeight)), .text(ratio(frameRatio))),
      evidence: [
        Evidence(source: "IFD1", tag: "ThumbnailImage", value: "\(width)x\(height)"),
        imageSizeEvidence(PixelSize(width: frameWidth, height: frameHeight)),
      ])
  }

  /// The image's size as the container states it, as evidence.
  static func imageSizeEvidence(_ size: PixelSize) -> Evidence {
    Evidence(source: "File", tag: "ImageSize", value: "\(size.width)x\(size.height)")
  }

  private static func ratio(_ value: Double) -> String {
    NumberFormatting.text(value, significantDigits: 3) + ":1"
  }

  static let thumbnailMissing = ScoringRule(
    id: "thumbnail-missing", kind: .probable, points: -10, category: .missing,
    title: "No EXIF thumbnail where the camera writes one",
    explanation: """
      Apple, Canon, Nikon, Sony, Fujifilm, Olympus, Panasonic, Pentax and Ricoh devices store an EXIF \
      thumbnail in every JPEG; editors and converters often drop it.
      """,
    limits: """
      Some models and firmware settings omit it; a missing thumbnail alone proves nothing. Bodies that keep \
      their preview in the MakerNote instead (Nikon's D1 series) are not flagged when that preview is there.
      """,
    jpegOnly: true
  ) { context in
    guard let make = context.metadata.make, CameraMakes.make(make, isIn: CameraMakes.thumbnailAlways),
      context.metadata.dateTimeOriginal != nil, context.metadata.exif?.thumbnail == nil,
      context.metadata.exif?.makerNote?.hasPreview != true
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.thumbnail-missing.detail", .text(make)),
      evidence: [context.evidence("IFD0", "Make")].compactMap { $0 })
  }

  static let ijgStandardTables = ScoringRule(
    id: "ijg-standard-tables", kind: .copy, points: -15, category: .editing,
    title: "Re-saved with libjpeg's standard tables",
    explanation: """
      libjpeg, and the many programs built on it, quantize with the Annex K example tables scaled to a \
      quality setting; most cameras use tables of their own. Exactly scaled standard tables suggest the \
      file was last encoded by software.
      """,
    limits: """
      Many compacts, Samsung and most Android phones encode with the standard tables themselves, so the rule \
      only speaks when the file names a model whose originals in metalens's table (made from real originals) \
      never use them. For a model not in the table it stays silent: the image data (double compression) \
      speaks instead. A file that names no camera could be such a camera's file with its metadata removed: \
      `software-encoded` judges it by its Huffman coding instead. Only JPEG files have quantization tables.
      """,
    jpegOnly: true
  ) { context in
    // A file that names no camera is left to `software-encoded`: standard
    // tables with general Huffman tables in one scan are what a compact
    // writes, stripped or not (issue 29).
    guard let jpeg = context.metadata.jpeg, jpeg.usesIJGStandardTables, let model = context.cameraModel,
      model.neverIJG
    else { return nil }
    let qualities = Set(jpeg.quantizationTables.map(\.estimatedQuality)).sorted().map(String.init)
    return ScoringRule.Finding(
      Message("rule.ijg-standard-tables.detail", .text(qualities.joined(separator: "/"))),
      evidence: [
        Evidence(
          source: "JPEG", tag: "QuantizationTables", value: "IJG standard, quality \(qualities.joined(separator: "/"))")
      ])
  }

  static let jfifBeforeExif = ScoringRule(
    id: "jfif-before-exif", kind: .copy, points: -10, category: .editing,
    title: "JFIF segment before the camera's EXIF",
    explanation: """
      Cameras put their Exif APP1 segment first; libjpeg-based software writes a JFIF APP0 segment first \
      and then copies the camera's EXIF after it.
      """,
    limits: """
      Many older compacts, camcorders and Android phones write JFIF first themselves, so the rule only \
      speaks for makes whose devices put Exif first (Apple, Google, Canon, Nikon, Olympus, Panasonic, \
      Pentax, Ricoh, Leica).
      """,
    jpegOnly: true
  ) { context in
    guard let make = context.metadata.make, CameraMakes.make(make, isIn: CameraMakes.exifFirst),
      let segments = context.metadata.jpeg?.segments,
      let jfif = segments.firstIndex(where: { $0.marker == 0xE0 && $0.identifier == JFIFReader.identifier }),
      let exif = segments.firstIndex(where: { $0.marker == 0xE1 && $0.identifier == "Exif" }), jfif < exif
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.jfif-before-exif.detail"),
      evidence: [Evidence(source: "JPEG", tag: "SegmentOrder", value: "APP0 JFIF, then APP1 Exif")])
  }

  static let makerNoteMissing = ScoringRule(
    id: "makernote-missing", kind: .probable, points: -10, category: .missing,
    title: "Camera make without a MakerNote",
    explanation: """
      Cameras store private data in a MakerNote; editors that rewrite EXIF often drop or damage it, so a \
      make without one suggests the EXIF was rewritten.
      """,
    limits: """
      Many phones and some older cameras write no MakerNote at all, so the rule only speaks for makes whose \
      devices always do (Apple, Canon, Nikon, Olympus, Panasonic, Pentax, Ricoh, Leica).
      """
  ) { context in
    guard let make = context.metadata.make, context.metadata.exif?.makerNote == nil,
      context.metadata.dateTimeOriginal != nil, CameraMakes.make(make, isIn: CameraMakes.makerNoteAlways)
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.makernote-missing.detail", .text(make)),
      evidence: [context.evidence("IFD0", "Make")].compactMap { $0 })
  }

  static let captureDateMissing = ScoringRule(
    id: "capture-date-missing", kind: .probable, points: -10, category: .missing,
    title: "Camera named but no capture date",
    explanation:
      "Cameras always record DateTimeOriginal; a file that names a camera but lacks it had its EXIF rewritten.",
    limits: "Scanners and some very old cameras do not write it."
  ) { context in
    guard context.hasCamera, context.metadata.dateTimeOriginal == nil else { return nil }
    return ScoringRule.Finding(
      Message("rule.capture-date-missing.detail"),
      evidence: [context.evidence("IFD0", "Make"), context.evidence("IFD0", "Model")].compactMap { $0 })
  }
}
