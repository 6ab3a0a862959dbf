import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// A camera's own file must never be taken for a platform's: the JPEG camera
/// originals of the corpus (as VerdictCorpusTests counts them) match none,
/// and their tables are their camera model's.
@Suite("Camera originals and platforms", .enabled(if: Corpus.isAvailable || Corpus.isRequired, "the corpus is absent"))
struct CameraOriginalsEncodingTests {

  @Test("camera originals of the corpus match no platform; their tables are their camera's")
  func cameraOriginals() throws {
    try #require(Corpus.isAvailable || !Corpus.isRequired, "the corpus is missing and CI requires it")
    let notable = try VerdictCorpusTests.notable()
    var checked = 0
    var originals = 0
    var likelyOriginal = 0
    var copies = 0
    var families: [EncoderIdentity.Family: Int] = [:]
    for entry in try Corpus.entries() where entry.format == "JPEG" && !entry.isMalformed {
      guard let row = notable[entry.path], VerdictCorpusTests.isCameraOriginal(row) else { continue }
      originals += 1
      let metadata = try PhotoMetadataService().read(path: Corpus.filePath(entry))
      // Many of these were resized or re-saved by whoever published them
      // (exif-size-mismatch, jfif-before-exif): those are re-encoded copies,
      // truthfully. Every one judged likely original is the camera's file.
      let report = OriginalityScorer().score(metadata)
      if report.verdict == .likelyOriginal {
        likelyOriginal += 1
        #expect(report.fileOrigin?.state == .cameraOriginal, "\(entry.path): \(String(describing: report.fileOrigin))")
        // The same picture stripped, shrunk to 640 px and saved again by
        // libjpeg at quality 85, as a messenger would: not the camera's file.
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Corpus.filePath(entry))))
        if case .success(let copy) = JPEGPreview.make(bytes, orientation: 1) {
          let copied = try PhotoMetadataService().read(bytes: copy.bytes, path: "copy.jpg")
          #expect(OriginalityScorer().score(copied).fileOrigin?.state == .reEncoded, "a copy of \(entry.path)")
          copies += 1
        }
      }
      if report.flags.contains(where: { FileOrigin.reEncodingFlags.contains($0.id) }) {
        #expect(report.fileOrigin?.state != .cameraOriginal, "\(entry.path)")
      }
      let matches = PlatformIdentifier.matches(metadata)
      #expect(matches.isEmpty, "\(entry.path) matches \(matches.map(\.platform))")
      guard let identity = EncoderIdentity(metadata) else { continue }
      families[identity.family, default: 0] += 1
      if CameraTables.model(make: metadata.text("IFD0", "Make"), model: metadata.text("IFD0", "Model")) != nil {
        #expect(identity.family == .camera, "\(entry.path): \(identity.family)")
      }
      checked += 1
    }
    print(
      "camera originals: \(originals), likely original \(likelyOriginal), re-encoded copies \(copies), with tables: \(checked), families \(families.sorted { $0.key.rawValue < $1.key.rawValue })"
    )
    #expect(checked > 150 || !Corpus.isAvailable)
    #expect(likelyOriginal > 50 || !Corpus.isAvailable)
    #expect(copies > 40 || !Corpus.isAvailable, "\(copies) copies made of \(likelyOriginal) originals")
  }
}
