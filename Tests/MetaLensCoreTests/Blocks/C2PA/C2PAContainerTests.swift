import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The same manifest store read from every container that can carry one:
/// PNG `caBX`, WebP `C2PA`, GIF `C2PA_GIF`, the HEIF `uuid` box (JPEG APP11
/// in C2PAReaderTests, TIFF tag 0xCD41 in TIFFReaderTests).
@Suite("C2PA manifests in PNG, WebP, GIF and HEIF")
struct C2PAContainerTests {
  static let store = C2PAFixture(actions: [
    .init(
      "c2pa.created", digitalSourceType: C2PAFixture.sourceType("trainedAlgorithmicMedia"),
      softwareAgent: "Fixture Generator 1")
  ]).store()

  static func check(_ metadata: PhotoMetadata, container: String) {
    #expect(metadata.c2pa?.container == container)
    #expect(metadata.c2pa?.activeManifest?.actions.first?.softwareAgent == "Fixture Generator 1")
    #expect(OriginalityScorer().score(metadata).verdict == .aiGenerated, "the manifest declares a generated image")
  }

  @Test("a PNG caBX chunk")
  func png() throws {
    let bytes = PNGFixture([.init("caBX", Self.store), PNGFixture.Chunk.imageData]).bytes()
    Self.check(try PhotoMetadataService().read(bytes: bytes), container: "PNG caBX")
  }

  @Test("a WebP C2PA chunk")
  func webp() throws {
    let bytes = WebPFixture([
      .extended(flags: 0, width: 4, height: 3), .init("C2PA", Self.store), .lossy(width: 4, height: 3),
    ]).bytes()
    Self.check(try PhotoMetadataService().read(bytes: bytes), container: "WebP C2PA")
  }

  @Test("a GIF C2PA_GIF application extension, the store over several sub-blocks")
  func gif() throws {
    #expect(Self.store.count > 255, "more than one 255-byte sub-block")
    let bytes = GIFFixture([.c2pa(Self.store), .image()]).bytes()
    Self.check(try PhotoMetadataService().read(bytes: bytes), container: "GIF C2PA_GIF")
  }

  @Test("a HEIF C2PA uuid box")
  func heif() throws {
    var fixture = HEIFFixture(width: 4, height: 3)
    fixture.c2paManifest = C2PAFixture.bmffPayload(Self.store)
    Self.check(try PhotoMetadataService().read(bytes: fixture.bytes()), container: "HEIF uuid box")
  }
}
