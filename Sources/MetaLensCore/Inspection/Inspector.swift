/// Inspects one file: opens it once, reads its metadata, scores it, and
/// checks at the end that the file did not change while it was read.
///
/// The file stays open across the stages, so a stage that reads past the
/// header (the image data, a C2PA hash over the whole file) uses the same
/// source and the same check instead of opening the file again: it is one
/// line setting its property of `ContentAnalysis` between the read and the
/// verification below. A stage that decodes pixels draws on the file's one
/// `DecodeBudget`, passed along as the source is.
public struct Inspector: Sendable {
  public let options: InspectionOptions
  let scorer: OriginalityScorer

  public init(options: InspectionOptions = InspectionOptions(), rules: [ScoringRule] = ScoringRules.all) {
    self.options = options
    self.scorer = OriginalityScorer(rules: rules)
  }

  /// The inspection of the file at `path`.
  public func inspect(_ path: String) throws(MetaLensError) -> Inspection {
    let source = try FileSource(path: path)
    var metadata = try PhotoMetadataService(limits: options.limits).read(source)
    var budget = DecodeBudget()
    let analysis = try analyse(metadata, source: source, budget: &budget)
    metadata.notices += analysis.notices
    let exhibit = options.exhibit ? try ExhibitReader().read(source, metadata: metadata, budget: &budget) : nil
    try source.verifyUnchanged()
    return Inspection(
      metadata: metadata, analysis: analysis, report: scorer.score(metadata, analysis: analysis), exhibit: exhibit)
  }

  /// The inspection of an image held in memory (a fuzzer's input, an
  /// upload), reported under `path`; `whole` false for a stream read only up
  /// to a bound (`PhotoMetadataService.read(bytes:path:whole:)`).
  public func inspect(bytes: [UInt8], path: String = "<memory>", whole: Bool = true) throws(MetaLensError)
    -> Inspection
  {
    var metadata = try PhotoMetadataService(limits: options.limits).read(bytes: bytes, path: path, whole: whole)
    var budget = DecodeBudget()
    let analysis = try analyse(metadata, source: MemoryBytes(bytes: bytes), budget: &budget)
    metadata.notices += analysis.notices
    return Inspection(metadata: metadata, analysis: analysis, report: scorer.score(metadata, analysis: analysis))
  }

  /// The stages that read the file's content after its metadata, one line
  /// each.
  private func analyse(_ metadata: PhotoMetadata, source: some RandomAccessBytes, budget: inout DecodeBudget)
    throws(MetaLensError) -> ContentAnalysis
  {
    var analysis = ContentAnalysis()
    analysis.c2pa = try metadata.c2pa.flatMap { store throws(MetaLensError) in
      try C2PAValidator(trust: options.trust, time: options.validationTime).validate(store, source: source)
    }
    if !options.metadataOnly {
      let analyzer = ImageDataAnalyzer(keepsQuarterScale: options.keepsQuarterScale)
      let (imageData, notices) = try analyzer.analyse(source, metadata: metadata, budget: &budget)
      analysis.imageData = imageData
      analysis.stageNotices += notices
    }
    return analysis
  }
}
