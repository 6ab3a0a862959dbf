/// Rules that decide whether a file has earned "likely original": evidence
/// of a capture, and whether a program that touched the file changed only
/// its metadata.
extension ScoringRules {
  static let captureEvidenceIncomplete = ScoringRule(
    id: "capture-evidence-incomplete", kind: .missing, points: -30, category: .missing,
    title: "Too little to call it an original",
    explanation: """
      A likely original needs positive evidence of a capture: the camera's make and model, a capture date and \
      at least one capture setting (exposure time, aperture, ISO or focal length). Without them the absence of \
      signs says nothing, since one typed tag would otherwise make a stripped file look original.
      """,
    limits: """
      Scanners, screenshots and some old or cheap cameras write less; so do files whose metadata was partly \
      stripped. The verdict is then "no metadata", not a judgement that the file was changed.
      """
  ) { context in
    // A file with no camera metadata at all is `no-camera-metadata`.
    guard context.hasCameraMetadata, context.signedCapture == nil else { return nil }
    let missing = context.missingCaptureEvidence
    guard !missing.isEmpty else { return nil }
    let present =
      [
        context.evidence("IFD0", "Make"), context.evidence("IFD0", "Model"),
        context.evidence("ExifIFD", "DateTimeOriginal") ?? context.evidence("ExifIFD", "CreateDate"),
      ] + ScoringContext.captureSettings.map { context.evidence("ExifIFD", $0) }
    return ScoringRule.Finding(
      Message(
        "rule.capture-evidence-incomplete.detail",
        .list(
          missing.map {
            $0 == "exposure settings"
              ? .message(Message("rule.capture-evidence-incomplete.exposure-settings")) : .text($0)
          })),
      evidence: present.compactMap { $0 })
  }

  static let metadataRewritten = ScoringRule(
    id: "metadata-rewritten", kind: .probable, points: -15, category: .editing,
    title: "Metadata rewritten by a tool",
    explanation: """
      Transfer, cataloguing and tagging tools (and ExifTool itself) write their name when they rewrite a file's \
      metadata, but leave the image data alone; here the image data still looks as the camera encoded it.
      """,
    limits: """
      Only the image data's encoding is checked (the camera's own quantization tables, or a raw file), not \
      every pixel; the metadata itself may have been changed in any way.
      """
  ) { context in
    let mentions = context.mentions(of: [.editor, .converter, .metadataTool])
    guard let first = mentions.first, mentions.allSatisfy({ $0.signature.role == .metadataTool }),
      context.imageDataLooksCameraEncoded
    else { return nil }
    let encoding =
      context.metadata.file.format.isCameraRaw
      ? Evidence(source: "File", tag: "FileType", value: context.metadata.file.format.rawValue)
      : Evidence(source: "JPEG", tag: "QuantizationTables", value: "custom (not IJG standard)")
    return ScoringRule.Finding(
      Message("rule.metadata-rewritten.detail", .text(first.signature.family)),
      evidence: mentions.map(\.mention.evidence) + [encoding])
  }
}

extension ScoringRules {
  static let deviceFormatMismatch = ScoringRule(
    id: "device-format-mismatch", kind: .copy, points: -20, category: .consistency,
    title: "Camera metadata in a format cameras do not write",
    explanation: """
      The file names a camera or phone, but it is a PNG, WebP or GIF, which no camera or phone saves its photos \
      as: the image was converted and the camera's metadata carried over.
      """,
    limits: """
      It tells that the file was converted, not what else changed. Plain TIFF is not listed: some cameras have a \
      TIFF mode and scanners write TIFF with their own make.
      """
  ) { context in
    let metadata = context.metadata
    guard let entry = DeviceFormats.foreignEntry(for: metadata.file.format), let make = metadata.make,
      Self.looksLikeMake(make)
    else { return nil }
    var evidence = [context.evidence("IFD0", "Make"), context.evidence("IFD0", "Model")].compactMap { $0 }
    evidence.append(Evidence(source: "File", tag: "FileType", value: metadata.file.format.rawValue))
    if metadata.file.format == .png, let colorType = metadata.value("PNG", "ColorType")?.integer {
      evidence.append(Evidence(source: "PNG", tag: "ColorType", value: Self.pngColorType(colorType)))
      if let bitDepth = context.evidence("PNG", "BitDepth") { evidence.append(bitDepth) }
    }
    return ScoringRule.Finding(
      Message(
        "rule.device-format-mismatch.detail", .text(make), .text(metadata.file.format.rawValue),
        .message(Message("rule.device-format-mismatch.reason.\(entry.format.rawValue)"))),
      evidence: evidence)
  }

  /// A maker's name, not generator text stored in Make (ComfyUI's WebP
  /// writer puts its workflow JSON there).
  static func looksLikeMake(_ make: String) -> Bool {
    make.utf8.count <= 64 && !make.contains("{") && !make.contains(":")
  }

  /// PNG's IHDR colour type, as the PNG specification names it.
  static func pngColorType(_ type: Int64) -> String {
    let names: [Int64: String] = [
      0: "greyscale", 2: "truecolour", 3: "palette", 4: "greyscale with alpha", 6: "truecolour with alpha",
    ]
    return names[type].map { "\(type) (\($0))" } ?? String(type)
  }
}
