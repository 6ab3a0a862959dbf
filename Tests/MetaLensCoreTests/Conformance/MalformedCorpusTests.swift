import MetaLensCore
import MetaLensTestSupport
import Testing

/// Every file of the corpus's `-malformed` sources (truncated, fuzzed, CVE
/// proofs of concept, in every format) is read without a crash or a hang:
/// each ends as a report or as a typed error.
@Suite("Malformed corpus files", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct MalformedCorpusTests {
  @Test("every malformed file is read or refused cleanly")
  func malformedFiles() throws {
    let entries = try Corpus.entries().filter(\.isMalformed)
    #expect(entries.count > 300)
    var reports = 0
    var reasons: [String: Int] = [:]
    var misjudgedJPEGs: [String] = []
    for entry in entries {
      do {
        _ = try PhotoMetadataService().read(path: Corpus.filePath(entry))
        reports += 1
      } catch {
        let kind = error.reason.prefix { $0 != ":" && $0 != "(" }
        reasons[String(kind), default: 0] += 1
        // A damaged JPEG is still a JPEG: it is reported, or refused as truncated or corrupt.
        switch error {
        case .truncated, .corrupt: break
        default: if entry.format == "JPEG" { misjudgedJPEGs.append("\(entry.path): \(error.reason)") }
        }
      }
    }
    let summary = reasons.sorted { $0.key < $1.key }.map { "  \($0.value) \($0.key)" }.joined(separator: "\n")
    print(
      "Malformed corpus: \(entries.count) files, \(reports) reports, \(entries.count - reports) errors:\n\(summary)")
    #expect(misjudgedJPEGs.isEmpty, "damaged JPEGs not treated as JPEGs: \(misjudgedJPEGs)")
  }
}
