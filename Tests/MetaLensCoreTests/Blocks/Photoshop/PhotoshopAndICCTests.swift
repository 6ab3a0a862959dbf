import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("Photoshop IRB, IPTC-IIM and ICC profiles")
struct PhotoshopAndICCTests {
  @Test("APP13: resource IDs, the JPEG quality resource and IPTC datasets")
  func photoshop() throws {
    let iptc = PhotoshopFixture.iptc([
      (80, "Jane Doe"), (110, "Example Agency"), (115, "Example Source"), (116, "© 2024 Jane Doe"),
      (25, "harbour"), (25, "boats"), (55, "20240501"), (60, "143000+0200"),
    ])
    let resources: [(id: UInt16, data: [UInt8])] = [(0x0404, iptc), PhotoshopFixture.jpegQuality(10)]
    let fixture = JPEGFixture(segments: [.photoshop(resources)])
    let metadata = try fixture.metadata()
    #expect(metadata.photoshopResources.map { $0.id } == [0x0404, 0x0406])
    #expect(metadata.value("Photoshop", "PhotoshopQuality") == .integer(6))
    #expect(metadata.value("IPTC", "By-line") == MetadataValue.list([.text("Jane Doe")]))
    #expect(metadata.value("IPTC", "Credit") == .text("Example Agency"))
    #expect(metadata.value("IPTC", "Source") == .text("Example Source"))
    #expect(metadata.value("IPTC", "CopyrightNotice") == .text("© 2024 Jane Doe"))
    #expect(metadata.value("IPTC", "Keywords") == MetadataValue.list([.text("harbour"), .text("boats")]))
    #expect(metadata.value("IPTC", "DateCreated") == .text("2024:05:01"))
    #expect(metadata.value("IPTC", "TimeCreated") == .text("14:30:00+02:00"))
  }

  @Test("an ICC profile split across APP2 chunks is reassembled", arguments: [40, 200, 5000])
  func iccProfile(chunkSize: Int) throws {
    let profile = ICCFixture.profile(description: "Display P3", copyright: "Copyright Apple Inc., 2017")
    let metadata = try JPEGFixture(segments: [.icc(profile: profile, chunkSize: chunkSize)]).metadata()
    #expect(metadata.value("ICC-header", "ProfileCMMType") == .text("appl"))
    #expect(metadata.value("ICC-header", "ProfileVersion") == .integer(0x0400))
    #expect(metadata.value("ICC-header", "ProfileClass") == .text("mntr"))
    #expect(metadata.value("ICC-header", "ProfileCreator") == .text("appl"))
    #expect(metadata.value("ICC_Profile", "ProfileDescription") == .text("Display P3"))
    #expect(metadata.value("ICC_Profile", "ProfileCopyright") == .text("Copyright Apple Inc., 2017"))
  }

  @Test("a profile with a missing chunk is reported as a warning")
  func incompleteProfile() throws {
    let profile = ICCFixture.profile(description: "sRGB", copyright: "none")
    let segment = try FixtureSegment.icc(profile: profile, chunkSize: 100).bytes()
    let firstChunkOnly = Array(segment.prefix(4 + 14 + 100))
    let metadata = try JPEGFixture(segments: [.raw(marker: 0xE2, payload: Array(firstChunkOnly.dropFirst(4)))])
      .metadata()
    #expect(metadata.value("ICC_Profile", "ProfileDescription") == nil)
    #expect(metadata.noticeMessages.contains { $0.contains("ICC") })
  }
}
