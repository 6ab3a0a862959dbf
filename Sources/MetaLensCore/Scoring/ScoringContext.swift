/// What the rules look at, computed once per file from its metadata and
/// what the later stages found in its content.
public struct ScoringContext: Sendable {
  /// A text value found in a tag that names software.
  public struct SoftwareMention: Sendable, Hashable {
    public let evidence: Evidence
    public let text: String
  }

  public let metadata: PhotoMetadata
  /// The image data and other content evidence, when those stages ran.
  public let analysis: ContentAnalysis
  /// Every tag that can name the software that wrote the file: IFD0 Software
  /// and ProcessingSoftware, XMP CreatorTool, the softwareAgent of each
  /// xmpMM:History event, XMP-tiff Software, IPTC OriginatingProgram, and
  /// COM text that reads like a producer line ("CREATOR: gd-jpeg…", "File
  /// written by Adobe Photoshop") rather than a caption, and the active C2PA
  /// manifest's claim generator and action software agents.
  public let softwareMentions: [SoftwareMention]
  /// For each mention, the first signature it names in each role, matched
  /// once for all rules.
  private let signatures: [[SoftwareSignature]]
  /// Every declared digital source type, XMP first, then the active C2PA
  /// manifest's actions.
  public private(set) var sourceTypes: [Evidence] = []
  /// The IPTC 2025 AI fields the file holds.
  public private(set) var aiSystemFields: [Evidence] = []
  /// A generator's settings text, and the generator it names. These three
  /// are read once, for the AI rules and the report's AI declaration.
  public private(set) var generatorParameters: (generator: String, evidence: Evidence)?
  /// What metalens's table of real originals says of the named model,
  /// looked up once for the rules that ask.
  let cameraModel: CameraTables.Model?
  /// The JPEG header's encoding facts, read once for the copy rules and the
  /// file's origin (nil for other formats).
  public let encoding: JPEGEncoding?
  /// What encoded the image data last, by those facts.
  public let encoder: EncoderIdentity?
  /// The platforms whose known output the header matches. A camera's own
  /// identity comes only with a camera's EXIF, which rules every platform
  /// out either way.
  public let platforms: [PlatformMatch]

  public init(_ metadata: PhotoMetadata, analysis: ContentAnalysis = ContentAnalysis()) {
    self.metadata = metadata
    self.analysis = analysis
    cameraModel = CameraTables.model(make: metadata.make, model: metadata.model)
    // The header's encoding is read once for both: this runs for every file
    // of a --metadata-only batch.
    let encoding = JPEGEncoding(metadata)
    let encoder = encoding.map { EncoderIdentity($0, of: metadata) }
    self.encoding = encoding
    self.encoder = encoder
    if let encoding, let encoder {
      platforms = PlatformIdentifier.matches(encoding, encoder, fileName: metadata.file.name)
    } else {
      platforms = []
    }
    var mentions: [SoftwareMention] = []
    let simple = [
      ("IFD0", "Software"), ("IFD0", "ProcessingSoftware"), ("XMP-xmp", "CreatorTool"), ("XMP-tiff", "Software"),
      ("IPTC", "OriginatingProgram"), ("PNG", "Software"),
    ]
    // In the order of `simple`, then of the file (a group may hold a name twice).
    for (group, name) in simple {
      for case let text? in metadata.tags.values(group, name).map(\.text) where !text.trimmed.isEmpty {
        mentions.append(SoftwareMention(evidence: Evidence(source: group, tag: name, value: text), text: text))
      }
    }
    // Cited by ExifTool's flattened name, which `tags` lists too; an agent
    // that saved the file several times is one mention.
    var agents = Set<String>()
    for event in metadata.value("XMP-xmpMM", "History")?.items ?? [] {
      if let agent = event[field: "SoftwareAgent"]?.text, !agent.trimmed.isEmpty, agents.insert(agent).inserted {
        mentions.append(
          SoftwareMention(
            evidence: Evidence(source: "XMP-xmpMM", tag: "HistorySoftwareAgent", value: agent), text: agent))
      }
    }
    for case let text? in metadata.tags.values("File", "Comment").map(\.text) where Self.isProducerComment(text) {
      mentions.append(SoftwareMention(evidence: Evidence(source: "File", tag: "Comment", value: text), text: text))
    }
    if let manifest = metadata.c2pa?.activeManifest {
      let agents =
        [("claim_generator", manifest.claimGenerator)]
        + manifest.actions.map { ("\($0.action) softwareAgent", $0.softwareAgent) }
      for case (let tag, let text?) in agents where !text.trimmed.isEmpty {
        mentions.append(SoftwareMention(evidence: Evidence(source: "C2PA", tag: tag, value: text), text: text))
      }
    }
    self.softwareMentions = mentions
    self.signatures = mentions.map { SoftwareSignatures.matches($0.text) }
    sourceTypes = DigitalSourceType.declarations(in: self)
    aiSystemFields = AISystemFields.evidence(in: self)
    generatorParameters = GeneratorParameters.find(in: self)
  }

  /// Phrases with which programs sign the comments they write.
  static let producerPhrases = [
    "creator:", "created with", "created by", "written by", "generated by", "saved by", "saved with", "made with",
    "edited with", "edited by", "processed with", "processed by", "optimized with", "optimized by", "converted with",
    "converted by", "exported from", "exported by", "software:", "produced by",
  ]

  /// True when a COM text reads like a program's signature: it contains a
  /// producer phrase, or it begins with a program's name.
  static func isProducerComment(_ text: String) -> Bool {
    let lowered = text.trimmed.lowercased()
    guard !lowered.isEmpty else { return false }
    // Compared as UTF-8 bytes: Foundation's `contains` and String's
    // `hasPrefix` cost 3% of scoring a batch, for lower-case ASCII phrases.
    let bytes = Array(lowered.utf8)
    if producerPhraseBytes.contains(where: { ByteSearch.firstOffset(of: $0, in: bytes) != nil }) { return true }
    let firstWords = Array(lowered.prefix(32).utf8)
    return SoftwareSignatures.all.contains { signature in
      signature.patterns.contains { firstWords.starts(with: $0.utf8) }
    }
  }

  private static let producerPhraseBytes = producerPhrases.map { Array($0.utf8) }

  /// True when the file holds any camera metadata: make, model, capture
  /// date, an exposure setting, or a MakerNote.
  public var hasCameraMetadata: Bool {
    metadata.make != nil || metadata.model != nil || metadata.dateTimeOriginal != nil
      || metadata.exif?.makerNote != nil || Self.captureSettings.contains { metadata.value("ExifIFD", $0) != nil }
  }

  /// What a file needs before it can be called a likely original: a make
  /// and a model, a capture date and at least one capture setting, all from
  /// EXIF. Returns the parts that are missing (empty when none is).
  public var missingCaptureEvidence: [String] {
    var missing: [String] = []
    if metadata.make == nil { missing.append("Make") }
    if metadata.model == nil { missing.append("Model") }
    if metadata.dateTimeOriginal == nil && metadata.createDate == nil { missing.append("DateTimeOriginal") }
    if !Self.captureSettings.contains(where: { metadata.value("ExifIFD", $0) != nil }) {
      missing.append("exposure settings")
    }
    return missing
  }

  /// The EXIF tags that record how a picture was taken.
  static let captureSettings = ["ExposureTime", "FNumber", "ISO", "FocalLength"]

  /// True when the image data still looks as a camera encoded it: a camera
  /// raw, or a JPEG whose quantization tables are not libjpeg's scaled
  /// standard ones and that carries no editor's save settings. A tool that
  /// rewrote only the metadata leaves it so; an editor or converter that
  /// re-encoded does not. Other formats give no such sign (false).
  public var imageDataLooksCameraEncoded: Bool {
    if metadata.file.format.isCameraRaw { return true }
    guard let jpeg = metadata.jpeg, !jpeg.quantizationTables.isEmpty,
      !(analysis.imageData?.doubleCompressed ?? false)
    else { return false }
    return !jpeg.usesIJGStandardTables && !metadata.photoshopResources.contains(where: { $0.id == 0x0406 })
  }

  /// True when Make or Model names a camera or phone.
  public var hasCamera: Bool { metadata.make != nil || metadata.model != nil }

  /// Evidence for a tag the file holds, with its value as text.
  public func evidence(_ group: String, _ name: String) -> Evidence? {
    metadata.value(group, name).map { Evidence(source: group, tag: name, value: $0.plainText) }
  }

  /// The file's type as the reader reported it in `File:FileType`, which
  /// follows ExifTool (`Extended WEBP` for a VP8X WebP, `APNG`, `BTF`), so a
  /// person can check it with `exiftool -FileType`; the format's own name
  /// only when the reader gave none.
  public var fileTypeEvidence: Evidence {
    evidence("File", "FileType") ?? Evidence(source: "File", tag: "FileType", value: metadata.file.format.fileType)
  }

  /// The mentions that name a program of one of these roles, with the
  /// signature each names.
  public func mentions(of roles: Set<SoftwareSignature.Role>) -> [(
    mention: SoftwareMention, signature: SoftwareSignature
  )] {
    zip(softwareMentions, signatures).compactMap { mention, found in
      found.first { roles.contains($0.role) }.map { (mention: mention, signature: $0) }
    }
  }
}
