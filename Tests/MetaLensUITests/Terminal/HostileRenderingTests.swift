import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

@Suite("Rendering hostile values")
struct HostileRenderingTests {
  @Test(
    "absurd numbers render and encode; nothing exceeds the width",
    arguments: [
      ExifFixture.Entry(.gps, TagID.gpsLatitude, .ascii("1e300")), .init(.gps, TagID.gpsAltitude, .double([.infinity])),
      .init(.exif, TagID.exposureTime, .double([1e-300])), .init(.exif, TagID.fNumber, .double([1e300])),
      .init(.ifd0, TagID.software, .ascii(String(repeating: "🚀", count: 30))),
    ])
  func absurd(_ entry: ExifFixture.Entry) throws {
    let exif = ExifFixture([
      .init(.ifd0, TagID.make, .ascii("Canon")), .init(.gps, TagID.gpsLatitude, .rational([(10, 1), (0, 1), (0, 1)])),
      .init(.gps, TagID.gpsLongitude, .rational([(2, 1), (0, 1), (0, 1)])), entry,
    ])
    let metadata = try JPEGFixture(segments: [.exif(exif)]).metadata()
    let inspection = Inspection(metadata: metadata, report: OriginalityScorer().score(metadata))
    let context = RenderContext(width: 40)
    let text = ReportView(model: ReportPresenter().present(inspection)).render(in: context)
    for line in text.split(separator: "\n") where !line.hasPrefix("Map https://") {
      #expect(TextLayout.width(of: String(line)) <= 40, "\(line)")
    }
    #expect(!(JSONOutput.encode(InspectDocument(inspection))).isEmpty)
  }
}
