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
    regionGridDiffers,
    modelQualityMismatch,
    huffmanReencoded,
    metadataRewritten,
    deviceFormatMismatch, rawConverted,
    c2paCredentialRemoved,
    platformReencoded, softwareEncoded, heifStructureMismatch, heifLibraryEncoded, heifGainMapDropped,
    fileCutShort, modifiedAfterCapture, exifSizeMismatch,
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

    /// What the band suggests, in English.
    public var meaning: String { TableWords.band(self).text(.en) }
  }

  /// The rule with this id.
  public static func rule(_ id: String) -> ScoringRule? { all.first { $0.id == id } }
}

extension ScoringRules {
  /// What no metadata reading can tell, stated in the guide and the report.
  public static let limits = TableWords.Limit.allCases.map { TableWords.limit($0).text(.en) }
}
