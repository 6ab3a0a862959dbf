/// The image-data stage: a JPEG's coefficients read once and examined for a
/// second compression. Other formats, and `--metadata-only`, skip it.
struct ImageDataAnalyzer {
  /// Whether the analysis keeps the quarter-scale picture for `metalens
  /// compare` (`ImageDataAnalysis.quarterScale`).
  var keepsQuarterScale = false

  /// The analysis, and the notices of what was not analysed and why. The
  /// picture and its thumbnail are each checked against `budget` on their
  /// headers before libjpeg decodes them.
  func analyse(_ source: some RandomAccessBytes, metadata: PhotoMetadata, budget: inout DecodeBudget)
    throws(MetaLensError) -> (ImageDataAnalysis?, [ReadingNotice])
  {
    guard metadata.file.format == .jpeg else { return (nil, []) }
    guard source.size <= Int64(CoefficientReader.maxBytes) else {
      let limit = CoefficientReader.maxBytes >> 20
      return (
        nil, [ReadingNotice(ImageDataNotice.tooLarge(limitMiB: limit))]
      )
    }
    // A need past the decoder's limit is refused on the header below; it
    // waits for no more of the shared allowance than a decode may use.
    // The double-compression map's kept blocks count too (at most 8 MiB),
    // and the quarter-scale picture when compare keeps it (a byte for every
    // 16 pixels).
    let frame = metadata.jpeg?.frame
    let holdsAll = metadata.jpeg?.holdsAllCoefficients ?? false
    let kept = keepsQuarterScale ? (frame.map { ($0.width + 7) / 8 * ($0.height + 7) / 8 * 4 } ?? 0) : 0
    let need = min(
      (frame.map { CoefficientMemoryBudget.need(of: $0, holdsAll: holdsAll) } ?? 0)
        + (frame.map(BlockCoefficients.need(of:)) ?? 0) + kept,
      ReadLimits.maxDecoderMemory)
    var allowance = budget
    let (bytes, histograms, notice) = try CoefficientMemoryBudget.shared.withShare(of: need) {
      () throws(MetaLensError) -> ([UInt8], DCTHistograms?, ReadingNotice?) in
      let bytes = try source.read(at: 0, count: Int(source.size))
      if let refusal = allowance.admit(bytes, under: .analysis) {
        return (bytes, nil, ReadingNotice(ImageDataNotice.notAnalysed(reason: "\(refusal)")))
      }
      let (histograms, notice) = CoefficientReader(keepsQuarterScale: keepsQuarterScale).read(bytes: bytes)
      return (bytes, histograms, notice)
    }
    budget = allowance
    guard let histograms else { return (nil, notice.map { [$0] } ?? []) }
    var notices: [ReadingNotice] = []
    let thumbnail = metadata.exif?.thumbnail.flatMap { thumbnail -> ThumbnailComparison? in
      let end = thumbnail.offset + thumbnail.length
      guard thumbnail.offset >= 0, thumbnail.length > 0, end <= bytes.count else { return nil }
      let jpeg = Array(bytes[thumbnail.offset..<end])
      if let refusal = budget.admit(jpeg, under: .thumbnail) {
        notices.append(ReadingNotice(ImageDataNotice.thumbnailNotCompared(reason: "\(refusal)")))
        return nil
      }
      return ThumbnailComparer.compare(histograms: histograms, thumbnail: jpeg)
    }
    let judged = histograms.positions.indices.filter {
      histograms.folded($0).dropFirst().reduce(0, +) >= DoubleQuantization.minimumSamples
    }.count
    let estimates = DoubleQuantization.estimates(histograms)
    let steps = estimates.map {
      ImageDataAnalysis.FirstStep(
        position: $0.position, firstStep: $0.firstStep, currentStep: $0.secondStep, fit: $0.fit)
    }
    let best = estimates.max { $0.fit < $1.fit }
    let frequency = best.flatMap { estimate in histograms.positions.firstIndex(of: estimate.position) }
    let histogram = frequency.map { histograms.folded($0).dropFirst().prefix(20).map { Int($0) } } ?? []
    let map = DoubleCompressionMap.make(histograms)
    var analysis =
      ImageDataAnalysis(
        blocksRead: histograms.blocksRead, blocksTotal: histograms.blocksTotal, positionsJudged: judged,
        firstSteps: steps, firstQuality: Self.quality(steps), histogram: histogram, thumbnail: thumbnail,
        duplicatedRegion: DuplicatedRegionFinder(
          picture: histograms.dcPixels, width: histograms.dcWidth, height: histograms.dcHeight
        ).find(),
        compressionRegion: map.flatMap { CompressionRegionFinder(map: $0).find() },
        foreignGridRegion: ForeignGridFinder(scores: histograms.shifts).find(),
        compressionMap: map.map {
          CompressionMap($0, orientation: Int(metadata.value("IFD0", "Orientation")?.integer ?? 1))
        })
    analysis.quarterScale = histograms.quarter
    return (analysis, notices)
  }

  /// The IJG quality whose luma table holds the most of the first steps,
  /// when it holds at least two thirds of them.
  static func quality(_ steps: [ImageDataAnalysis.FirstStep]) -> Int? {
    guard steps.count >= DoubleQuantization.minimumPositions else { return nil }
    var best: (quality: Int, matches: Int)?
    for quality in 1...100 {
      let table = QualityEstimator.scaled(QualityEstimator.luminance, quality: quality)
      let matches = steps.filter { Int(table[$0.position]) == $0.firstStep }.count
      if matches > (best?.matches ?? 0) { best = (quality, matches) }
    }
    guard let best, best.matches * 3 >= steps.count * 2 else { return nil }
    return best.quality
  }
}
