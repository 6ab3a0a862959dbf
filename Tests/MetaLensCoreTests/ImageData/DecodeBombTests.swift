import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// JPEGs whose headers would make libjpeg allocate gigabytes or decode for
/// minutes (measured before `JPEGDecodeLimits`: 12 GB and 24 s for a
/// 521-byte progressive file declaring 65,500², 29 s for 10,000 scans). Each
/// must be refused on its header, with a notice that names the limit, so no
/// decode happens: the tests check the refusal, not the time.
@Suite("Decoding bombs")
struct DecodeBombTests {
  static let progressive = ImageFixture(width: 64, height: 64, progressive: true)

  /// The full inspection with a hand-over report's preview, as `--html` runs it.
  static func inspect(_ bytes: [UInt8], metadataOnly: Bool = false) throws -> Inspection {
    try Inspector(options: InspectionOptions(exhibit: true, metadataOnly: metadataOnly)).inspect(
      TemporaryFiles.write(bytes, named: "bomb.jpg"))
  }

  @Test("a progressive JPEG declaring 65,500 × 65,500 pixels is neither analysed nor drawn", arguments: [false, true])
  func declaredGigapixels(metadataOnly: Bool) throws {
    let bomb = HostileJPEG.declaring(width: 65_500, height: 65_500, try Self.progressive.encoded())
    let inspection = try Self.inspect(bomb, metadataOnly: metadataOnly)
    #expect(inspection.analysis.imageData == nil)
    let refusal = "declares 65500 × 65500 pixels, more than the 200-megapixel limit"
    #expect(inspection.metadata.noticeMessages.contains { $0.contains(refusal) } != metadataOnly)
    let exhibit = try #require(inspection.exhibit)
    #expect(exhibit.preview == nil)
    #expect(exhibit.previewNote?.contains(refusal) == true)
  }

  @Test("a JPEG of 10,000 scans is refused on its scan count")
  func tenThousandScans() throws {
    let bomb = HostileJPEG.repeatingLastScan(try Self.progressive.encoded(), times: 10_000)
    let inspection = try Self.inspect(bomb)
    #expect(inspection.analysis.imageData == nil)
    #expect(inspection.metadata.noticeMessages.contains { $0.contains("more than 100 scans") })
    #expect(inspection.exhibit?.previewNote?.contains("more than 100 scans") == true)
  }

  @Test("scans are counted to the limit and one past it", arguments: [(99, false), (100, false), (101, true)])
  func scanLimitEdge(scans: Int, refused: Bool) throws {
    let jpeg = try Self.progressive.encoded()
    let own = HostileJPEG.segments(jpeg).filter { $0.marker == 0xDA }.count
    let bytes = HostileJPEG.repeatingLastScan(jpeg, times: scans - own + 1)
    let declared = try #require(JPEGDecodeLimits.analysis.declared(bytes))
    #expect(declared.scans == min(scans, 101))
    #expect((JPEGDecodeLimits.analysis.refusal(declared) != nil) == refused)
  }

  @Test("libjpeg itself stops at the scan limit when the check on the header is passed by")
  func scanMonitorInsideLibjpeg() throws {
    // The preview goes on past damaged data (the analysis would stop at the
    // first scan that runs out), so only the scan monitor can end it.
    let bomb = HostileJPEG.repeatingLastScan(try Self.progressive.encoded(), times: 500)
    guard case .failure(let failure) = JPEGPreview.make(bomb, orientation: 1) else {
      Issue.record("the preview of 500 scans was drawn")
      return
    }
    #expect(failure.reason.contains("more than 100 scans"))
  }

  @Test("progressive coefficients past the decoder's memory are refused on the header, and by libjpeg")
  func coefficientMemory() throws {
    // 9,000 × 9,000 in 4:2:0: about 232 MiB of coefficients held at once.
    let bomb = HostileJPEG.declaring(width: 9_000, height: 9_000, try Self.progressive.encoded())
    let declared = try #require(JPEGDecodeLimits.analysis.declared(bomb))
    #expect(JPEGDecodeLimits.analysis.refusal(declared)?.contains("MiB of coefficients") == true)
    let (histograms, notice) = CoefficientReader().read(bytes: bomb)
    #expect(histograms == nil)
    #expect(notice?.message.contains("more than 160 MiB of decoder memory") == true)
  }

  /// A sequential JPEG whose components come in separate scans is held
  /// whole by libjpeg as a progressive one is: its need is counted (it was
  /// nothing, and libjpeg's own memory limit then failed the decode).
  @Test("a sequential JPEG of separate scans past the decoder's memory is refused on the header")
  func separateScansMemory() throws {
    // 9,000 × 9,000, three full-size components: about 463 MiB.
    let declared = try #require(
      JPEGDecodeLimits.preview.declared(SeparateScansJPEG.declaring(width: 9_000, height: 9_000)))
    #expect(declared.holdsCoefficients && !declared.frame.isProgressive)
    let refusal = JPEGDecodeLimits.preview.refusal(declared)
    #expect(
      refusal?.contains("in separate scans per component would hold 463 MiB of coefficients") == true,
      "\(refusal ?? "")")
    let interleaved = try #require(
      JPEGDecodeLimits.preview.declared(
        HostileJPEG.declaring(
          width: 9_000, height: 9_000, try JPEGFixture(image: ImageFixture(width: 64, height: 64)).bytes())))
    #expect(!interleaved.holdsCoefficients && JPEGDecodeLimits.preview.refusal(interleaved) == nil)
  }

  @Test("an EXIF thumbnail declaring 65,500 × 65,500 pixels is neither compared nor embedded")
  func thumbnailBomb() throws {
    let thumbnail = HostileJPEG.declaring(width: 65_500, height: 65_500, try ImageFixture.thumbnail().encoded())
    let photo = try JPEGFixture(
      image: ImageFixture(width: 256, height: 192),
      segments: [.exif(ExifFixture([.init(.ifd0, TagID.make, .ascii("Canon"))], thumbnail: thumbnail))]
    ).bytes()
    let inspection = try Self.inspect(photo)
    #expect(inspection.analysis.imageData?.thumbnail == nil)
    #expect(inspection.metadata.noticeMessages.contains { $0.contains("EXIF thumbnail is not compared") })
    #expect(inspection.exhibit?.thumbnail == nil)
    #expect(inspection.exhibit?.preview != nil, "the picture itself is still drawn")
  }

  @Test("the file's allowance is shared by its decodes")
  func oneAllowancePerFile() throws {
    let jpeg = try ImageFixture(width: 64, height: 64).encoded()
    var budget = DecodeBudget(pixels: 64 * 64 + 10)
    #expect(budget.admit(jpeg, under: .preview) == nil)
    #expect(budget.admit(jpeg, under: .preview)?.contains("allowance") == true)
  }
}
