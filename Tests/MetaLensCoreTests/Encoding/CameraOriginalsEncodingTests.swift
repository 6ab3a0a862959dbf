import MetaLensCore
import MetaLensTestSupport
import Testing

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
    var families: [EncoderIdentity.Family: Int] = [:]
    for entry in try Corpus.entries() where entry.format == "JPEG" && !entry.isMalformed {
      guard let row = notable[entry.path], VerdictCorpusTests.isCameraOriginal(row) else { continue }
      originals += 1
      let metadata = try PhotoMetadataService().read(path: Corpus.filePath(entry))
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
      "camera originals: \(originals), with tables: \(checked), families \(families.sorted { $0.key.rawValue < $1.key.rawValue })"
    )
    #expect(checked > 150 || !Corpus.isAvailable)
  }
}
