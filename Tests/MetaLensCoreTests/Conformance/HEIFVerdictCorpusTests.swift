import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// The scorer on the corpus HEIFs: phone and camera originals stay originals.
@Suite("Verdicts on the corpus HEIFs", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct HEIFVerdictCorpusTests {
  @Test("every iPhone HEIC whose image is the size EXIF states is likely_original; no camera HEIF is edited")
  func originals() throws {
    let entries = try Corpus.entries().filter { ["HEIC", "HEIF", "AVIF"].contains($0.format) && !$0.isMalformed }
    var iPhones = 0
    for entry in entries {
      let metadata = try PhotoMetadataService().read(path: Corpus.filePath(entry))
      let verdict = OriginalityScorer().score(metadata).verdict
      guard let make = metadata.value("IFD0", "Make")?.text, metadata.value("IFD0", "Model") != nil else { continue }
      #expect(verdict != .edited, "\(entry.path): a \(make) file without editing traces")
      let exifSize = [metadata.value("ExifIFD", "ExifImageWidth"), metadata.value("ExifIFD", "ExifImageHeight")]
        .compactMap { $0?.integer }
      guard make == "Apple", exifSize.count == 2, let size = metadata.imageSize else { continue }
      // A cropped iPhone picture (the corpus has one, 2566×3313 of a 4032×3024 capture) is rightly
      // possibly_edited; an uncropped one is an original.
      guard Set([size.width, size.height]) == Set(exifSize) else { continue }
      iPhones += 1
      #expect(verdict == .likelyOriginal, "\(entry.path)")
    }
    #expect(iPhones >= 7)
  }
}
