import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Over the corpus's JPEGs, the end of the picture data against a check
/// that does not walk: a file whose last bytes are an EOI (padding after it
/// allowed) is whole, and among the others only the two known to end inside
/// their picture are called cut. The cameras' files with data after their
/// picture (motion photos, makers' trailers) are walked and pass.
@Suite(
  "The end of the picture data on the corpus",
  .enabled(if: Corpus.isAvailable || Corpus.isRequired, "the corpus is absent"))
struct JPEGImageDataEndCorpusTests {
  /// Measured (issue 36): jhead's `pentax-optio-230.jpg` ends 9 KB into its
  /// scan; Pillow's `ultrahdr.jpg` right after its SOS header.
  static let knownCut: Set = [
    "Matthias-Wandel-jhead/tests/strange-jpegs/pentax-optio-230.jpg", "python-pillow-Pillow/Tests/images/ultrahdr.jpg",
  ]

  static func endsWithEOI(_ bytes: [UInt8]) -> Bool {
    guard let last = bytes.lastIndex(where: { $0 != 0x00 && $0 != 0xFF }), last > 0 else { return false }
    return bytes[last] == 0xD9 && bytes[last - 1] == 0xFF
  }

  @Test("whole files and files with data after their picture are not cut; the known cut ones are")
  func corpus() throws {
    try #require(Corpus.isAvailable || !Corpus.isRequired, "the corpus is missing and CI requires it")
    var (walked, cut) = (0, Set<String>())
    for entry in try Corpus.entries() where entry.format == "JPEG" && !entry.isMalformed {
      let path = Corpus.filePath(entry)
      guard let metadata = try? PhotoMetadataService().read(path: path), metadata.jpeg?.scanOffset != nil else {
        continue
      }
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let flagged = metadata.noticeCodes.contains(.jpegImageDataCut)
      if Self.endsWithEOI(bytes) {
        #expect(!flagged, "\(entry.path) ends with EOI")
      } else if flagged {
        cut.insert(entry.path)
      } else {
        walked += 1
      }
    }
    #expect(cut == Self.knownCut)
    // 24 files carry data after their picture (measured): enough are
    // walked for the test to mean something.
    #expect(walked >= 20, "\(walked) files walked to an EOI before their end")
  }
}
