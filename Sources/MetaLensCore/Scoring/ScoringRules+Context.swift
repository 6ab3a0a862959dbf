/// Missing metadata, neutral facts shown for context, and positive evidence.
extension ScoringRules {
  static let noCameraMetadata = ScoringRule(
    id: "no-camera-metadata", kind: .missing, points: -50, category: .missing,
    title: "No camera metadata",
    explanation: """
      Camera originals carry make, model, capture date and exposure settings. Without any of them there is \
      nothing to judge the file's origin by.
      """,
    limits: """
      Social networks, messengers and many upload services strip metadata from every photo, originals \
      included, so this says nothing about whether the image was edited or generated.
      """
  ) { context in
    guard !context.hasCameraMetadata, context.signedCapture == nil else { return nil }
    return ScoringRule.Finding(
      Message("rule.no-camera-metadata.detail"),
      evidence: [Evidence(source: "File", tag: "FileType", value: context.metadata.file.format.rawValue)])
  }

  static let gpsPresent = ScoringRule(
    id: "gps-present", kind: .neutral, category: .provenance, title: "Location recorded",
    explanation: "The file records where it was taken; check it against what the image shows.",
    limits: "GPS tags are easy to add, change or remove, and phones may record a stale position."
  ) { context in
    guard let position = context.metadata.gpsPosition else { return nil }
    return ScoringRule.Finding(
      Message("rule.gps-present.detail", .text(position.coordinates)),
      evidence: [
        context.evidence("GPS", "GPSLatitude"), context.evidence("GPS", "GPSLatitudeRef"),
        context.evidence("GPS", "GPSLongitude"), context.evidence("GPS", "GPSLongitudeRef"),
      ].compactMap { $0 })
  }

  static let gpsAbsent = ScoringRule(
    id: "gps-absent", kind: .neutral, category: .missing, title: "No location",
    explanation: "Many cameras have no GPS, and many people turn location off.",
    limits: "Its absence says nothing about editing."
  ) { context in
    guard context.hasCameraMetadata, context.metadata.gpsPosition == nil else { return nil }
    return ScoringRule.Finding(Message("rule.gps-absent.detail"), evidence: [])
  }

  static let noSoftwareTag = ScoringRule(
    id: "no-software-tag", kind: .neutral, category: .provenance, title: "No Software tag",
    explanation: "Many cameras leave IFD0 Software empty; so do tools that strip it.",
    limits: "Neither its presence nor its absence proves anything on its own."
  ) { context in
    guard context.hasCameraMetadata, context.metadata.software == nil else { return nil }
    return ScoringRule.Finding(Message("rule.no-software-tag.detail"), evidence: [])
  }

  static let serialNumber = ScoringRule(
    id: "serial-number", kind: .neutral, category: .provenance, title: "Camera serial number",
    explanation: "A body or lens serial number ties the photo to one device, and to its owner.",
    limits: "It can be copied from another photo; sharing it can identify the photographer."
  ) { context in
    let evidence = [
      context.evidence("ExifIFD", "SerialNumber"), context.evidence("ExifIFD", "LensSerialNumber"),
      context.evidence("ExifIFD", "InternalSerialNumber"),
    ].compactMap { $0 }
    guard !evidence.isEmpty else { return nil }
    return ScoringRule.Finding(Message("rule.serial-number.detail"), evidence: evidence)
  }

  static let c2paManifest = ScoringRule(
    id: "c2pa-manifest", kind: .neutral, category: .provenance,
    title: "C2PA Content Credentials present",
    explanation: """
      A C2PA manifest is a signed record of how the file was made and edited, written by cameras, generators \
      and editors. A valid signature proves the manifest was not changed since the signer made it; a trusted \
      signer is one on a trust list. Neither proves that the content is true.
      """,
    limits: """
      metalens checks the active manifest's signature, hashes and signer (see the Provenance row); CAWG identity \
      assertions, box and BMFF hash bindings are not checked. A stripped manifest leaves no trace unless its XMP \
      pointer stays: its absence proves nothing.
      """
  ) { context in
    if let store = context.metadata.c2pa, let manifest = store.activeManifest {
      let by = manifest.signer?.name.map { Message("rule.c2pa-manifest.signer", .text($0)) } ?? .empty
      let generator = manifest.claimGenerator.map { Message("rule.c2pa-manifest.generator", .text($0)) } ?? .empty
      let checked =
        context.analysis.c2pa.map { Message("rule.c2pa-manifest.checked.\($0.state.rawValue)") }
        ?? Message("rule.c2pa-manifest.unchecked")
      return ScoringRule.Finding(
        Message(
          "rule.c2pa-manifest.detail.\(store.manifests.count == 1 ? "one" : "other")", .integer(store.manifests.count),
          .message(generator), .message(by), .message(checked)),
        evidence: [Evidence(source: "C2PA", tag: "active_manifest", value: manifest.label)]
          + (manifest.claimGenerator.map { [Evidence(source: "C2PA", tag: "claim_generator", value: $0)] } ?? []))
    }
    if let remote = context.evidence("XMP-dcterms", "Provenance"), !remote.value.hasPrefix("self#jumbf=") {
      return ScoringRule.Finding(
        Message("rule.c2pa-manifest.detail.remote"), evidence: [remote])
    }
    let segments = context.metadata.jpeg?.segments.filter { $0.marker == 0xEB && $0.label == "c2pa" } ?? []
    guard !segments.isEmpty else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.c2pa-manifest.detail.unreadable",
        context.metadata.c2pa?.problems.first.map { .text($0) }
          ?? .message(Message("rule.c2pa-manifest.unknown-problem"))),
      evidence: [Evidence(source: "JPEG", tag: "APP11", value: "JUMBF c2pa")])
  }

  static let digitalSourceType = ScoringRule(
    id: "digital-source-type", kind: .neutral, category: .provenance,
    title: "Declared digital source type",
    explanation: "IPTC DigitalSourceType says how the image was made: captured, scanned, screen-captured, drawn…",
    limits: "A declaration, not a proof."
  ) { context in
    guard let evidence = context.evidence("XMP-iptcExt", "DigitalSourceType") else { return nil }
    let term = DigitalSourceType(value: evidence.value)
    let decided: Set<DigitalSourceType> = [
      .trainedAlgorithmicMedia, .compositeWithTrainedAlgorithmicMedia, .compositeSynthetic, .digitalCapture,
    ]
    if let term, decided.contains(term) { return nil }
    return ScoringRule.Finding(
      Message("rule.digital-source-type.detail", .text(term?.rawValue ?? evidence.value)), evidence: [evidence])
  }

  static let makerNotePresent = ScoringRule(
    id: "makernote-present", kind: .positive, category: .provenance, title: "Camera MakerNote present",
    explanation:
      "The maker's private EXIF block survives intact only when the file was not re-written by most editors.",
    limits: "Some editors keep MakerNotes, and they can be copied."
  ) { context in
    guard let makerNote = context.metadata.exif?.makerNote else { return nil }
    let maker = makerNote.maker.map { Message("rule.makernote-present.maker", .text($0)) } ?? .empty
    return ScoringRule.Finding(
      Message("rule.makernote-present.detail", .text(String(makerNote.length)), .message(maker)),
      evidence: [
        Evidence(source: "ExifIFD", tag: "MakerNote", value: MetadataValue.binaryPlaceholder(makerNote.length))
      ])
  }

  static let datesConsistent = ScoringRule(
    id: "dates-consistent", kind: .positive, category: .consistency, title: "Dates agree",
    explanation: "In a camera original, ModifyDate and CreateDate equal DateTimeOriginal.",
    limits: "Dates are easy to set to any value."
  ) { context in
    guard let original = context.metadata.dateTimeOriginal else { return nil }
    let others = [context.metadata.modifyDate, context.metadata.createDate].compactMap { $0 }
    guard !others.isEmpty,
      others.allSatisfy({ DateGap.seconds(from: original, to: $0).map { abs($0) <= dateTolerance } ?? false })
    else { return nil }
    // Name only the dates the file holds: "ModifyDate agrees" about a file
    // without one is evidence that is not there (issue 36).
    let names =
      ["DateTimeOriginal"] + (context.metadata.createDate == nil ? [] : ["CreateDate"])
      + (context.metadata.modifyDate == nil ? [] : ["ModifyDate"])
    return ScoringRule.Finding(
      Message("rule.dates-consistent.detail", .list(names.map { .text($0) }), .date(original.value)),
      evidence: [
        context.evidence("ExifIFD", "DateTimeOriginal"), context.evidence("ExifIFD", "CreateDate"),
        context.evidence("IFD0", "ModifyDate"),
      ].compactMap { $0 })
  }

  static let cameraQuantizationTables = ScoringRule(
    id: "camera-quantization-tables", kind: .positive, category: .provenance,
    title: "Not libjpeg's standard tables",
    explanation:
      "Cameras quantize with tables of their own; the file was not last encoded with libjpeg's standard tables.",
    limits: "Photoshop and other editors use their own tables too, so this only rules out libjpeg-style re-saves.",
    jpegOnly: true
  ) { context in
    guard context.hasCamera, let jpeg = context.metadata.jpeg, !jpeg.quantizationTables.isEmpty,
      !jpeg.usesIJGStandardTables, context.mentions(of: [.editor, .converter]).isEmpty,
      !context.metadata.photoshopResources.contains(where: { $0.id == 0x0406 })
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.camera-quantization-tables.detail"),
      evidence: [
        Evidence(source: "JPEG", tag: "QuantizationTables", value: "custom (\(jpeg.quantizationTables.count) tables)")
      ])
  }

  static let declaredCapture = ScoringRule(
    id: "declared-capture", kind: .positive, category: .provenance, title: "Declared camera capture",
    explanation:
      "IPTC DigitalSourceType digitalCapture, in XMP or a C2PA action, declares an image captured by a camera.",
    limits: "A declaration that anyone can write."
  ) { context in
    DigitalSourceType.find(in: context, matching: [.digitalCapture]).map {
      ScoringRule.Finding(Message("rule.declared-capture.detail"), evidence: [$0])
    }
  }
}
