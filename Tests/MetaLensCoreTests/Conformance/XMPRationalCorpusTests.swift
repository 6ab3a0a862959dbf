import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// Issue 36: an XMP rational is the number `exiftool -n` gives, not the
/// fraction as written. The tag conformance test forgives a fraction whose
/// quotient is ExifTool's number; this one does not: wherever the oracle
/// holds a number, `inf` or `undef` for an XMP tag, metalens must not hold a
/// fraction.
@Suite("XMP rationals on the corpus", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct XMPRationalCorpusTests {
  @Test("no XMP tag that ExifTool gives as a number is left as a fraction")
  func numbers() throws {
    var compared = 0
    var fractions: [String] = []
    for entry in try Corpus.entries() where !entry.isMalformed && ["JPEG", "TIFF", "PNG"].contains(entry.format) {
      let oracle = try Corpus.exiftool(entry)
      let numeric = oracle.filter { key, value in
        key.hasPrefix("XMP-")
          && (value is NSNumber || ["inf", "undef"].contains(value as? String ?? "")
            || (value as? String)?.contains("undef") == true)
      }
      guard !numeric.isEmpty else { continue }
      let metadata = try PhotoMetadataService(options: .allTags).read(path: Corpus.filePath(entry))
      for tag in metadata.tags.tags where numeric[tag.group + ":" + tag.name] != nil {
        compared += 1
        if tag.value.plainText.contains("/") { fractions.append("\(entry.path) \(tag.group):\(tag.name) \(tag.value)") }
      }
    }
    print("XMP values ExifTool gives as numbers: \(compared), left as fractions: \(fractions.count)")
    #expect(compared >= 1_000)
    #expect(fractions.isEmpty, "\(fractions.count) fractions: \(fractions.prefix(10))")
  }
}
