/// The scoring table. Every file starts at `baseScore`; each rule that fires
/// takes its points (0 or negative) and adds a flag with its evidence. The
/// verdict follows from the strongest kind of rule that fired.
public enum ScoringRules {
  /// The score of a file in which no rule fires.
  public static let baseScore = 100

  /// Every rule, in the order the guide lists them.
  public static let all: [ScoringRule] = [
    aiGeneratedSourceType, aiEditedSourceType, aiSystemFields, generatorParameters, generatorSoftware,
    editorSoftware, photoshopSaveQuality, saveForWeb, photoshopHistory, cameraRawSettings, xmpHistoryEdits,
    c2paContentChanged, c2paCredentialTampered, c2paEditActions, derivedFrom,
    doubleCompression, thumbnailContentMismatch, thumbnailRegionChanged, regionDuplicated, regionCompressionDiffers,
    modelQualityMismatch,
    huffmanReencoded,
    metadataRewritten,
    deviceFormatMismatch,
    c2paCredentialRemoved,
    platformReencoded, softwareEncoded, heifStructureMismatch, heifLibraryEncoded, heifGainMapDropped,
    modifiedAfterCapture, exifSizeMismatch,
    thumbnailAspectMismatch,
    thumbnailMissing, ijgStandardTables,
    jfifBeforeExif, makerNoteMissing, captureDateMissing,
    noCameraMetadata, captureEvidenceIncomplete,
    gpsPresent, gpsAbsent, noSoftwareTag, serialNumber, c2paManifest, digitalSourceType,
    makerNotePresent, datesConsistent, cameraQuantizationTables, cameraModelTables, thumbnailMatches, declaredCapture,
    c2paSignedCapture, heifStructureMatchesModel,
  ]

  /// Score bands: the colour a score is shown in and what it suggests.
  public enum Band: String, Sendable, CaseIterable {
    case high, medium, low

    public init(score: Int) {
      self = score >= 80 ? .high : (score >= 50 ? .medium : .low)
    }

    public var range: ClosedRange<Int> {
      switch self {
      case .high: 80...100
      case .medium: 50...79
      case .low: 0...49
      }
    }

    public var meaning: String {
      switch self {
      case .high: "likely original: evidence of a capture and no sign against the file"
      case .medium:
        "possibly edited, or a re-encoded copy: probable signs of change, or a copy encoded again, nothing definite"
      case .low: "edited, or made or changed with generative AI: a definite sign or a declaration"
      }
    }
  }

  /// The rule with this id.
  public static func rule(_ id: String) -> ScoringRule? { all.first { $0.id == id } }
}

extension ScoringRules {
  /// What no metadata reading can tell, stated in the guide and the report.
  public static let limits = [
    "Metadata can be forged: every tag, date, name and label can be written by anyone with the right tool.",
    "Metadata can be stripped: social networks, messengers and many upload services remove it from every photo, so a missing sign proves nothing.",
    "Pixel watermarks such as Google SynthID, and AI images whose metadata was removed, are invisible to metadata: a high score is not proof that an image is real.",
    "C2PA credentials are checked (signature, hashes, signer's chain against the C2PA Trust List), but a valid credential only shows the file unchanged since signing, not that the scene is true; a removed credential leaves a trace only when its XMP pointer stays.",
    "The score weighs signs; the verdict follows the strongest one. Read the flags and their evidence before you conclude.",
  ]
}
