import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// The verdict rules of "likely original must be earned" over every
/// well-formed image of the corpus, all formats: nothing without a make and
/// a model is called a likely original, and camera EXIF in a container no
/// camera writes is flagged as a conversion.
@Suite("Earned verdicts on the corpus", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct EarnedVerdictCorpusTests {
  @Test("no file without a make and a model is likely original; camera EXIF in PNG, WebP or GIF is a conversion")
  func earned() throws {
    var byVerdict: [Verdict: Int] = [:]
    var unearned: [String] = []
    var conversions = (total: 0, flagged: 0, misses: [String]())
    for entry in try Corpus.entries() where !entry.isMalformed {
      guard let metadata = try? PhotoMetadataService().read(path: Corpus.filePath(entry)) else { continue }
      let report = OriginalityScorer().score(metadata)
      byVerdict[report.verdict, default: 0] += 1
      if report.verdict == .likelyOriginal && (metadata.make == nil || metadata.model == nil) {
        unearned.append(entry.path)
      }
      let converted: Set<ImageFormat> = [.png, .webp, .gif]
      if converted.contains(metadata.file.format), let make = metadata.make, !make.contains("{") {
        conversions.total += 1
        let flagged = report.flags.contains { $0.id == "device-format-mismatch" }
        // A conversion is a copy at least: re-encoded, or worse.
        let atLeastCopy = report.verdict.precedence >= Verdict.reEncoded.precedence
        if flagged && atLeastCopy { conversions.flagged += 1 } else { conversions.misses.append(entry.path) }
      }
    }
    print(
      """
      Verdicts over every well-formed corpus image: \(byVerdict.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        likely_original without make and model: \(unearned.count)
        camera make in PNG, WebP or GIF flagged as a conversion: \(conversions.flagged)/\(conversions.total)
      """)
    #expect(unearned.isEmpty, "likely_original without make and model: \(unearned)")
    #expect(conversions.total >= 10)
    #expect(conversions.flagged == conversions.total, "not flagged: \(conversions.misses)")
  }
}
