import Testing

@testable import MetaLensCore

/// StripOffsets and StripByteCounts renamed as ExifTool's Exif.pm names them
/// where a directory's strip is one embedded image.
@Suite("TIFF strips named as ExifTool names them")
struct TIFFStripNamesTests {
  static func directory(_ group: String, compression: Int64?, subfileType: Int64?) -> [MetadataTag] {
    var tags: [MetadataTag] = []
    if let subfileType { tags.append(MetadataTag(group: group, name: "SubfileType", value: .integer(subfileType))) }
    if let compression { tags.append(MetadataTag(group: group, name: "Compression", value: .integer(compression))) }
    return tags + [
      MetadataTag(group: group, name: "StripOffsets", value: .integer(100)),
      MetadataTag(group: group, name: "StripByteCounts", value: .integer(50)),
    ]
  }

  static func names(_ directories: [[MetadataTag]], format: ImageFormat, size: Int64 = 1000) -> [String] {
    TIFFStripNames.named(directories.map { $0[...] }, format: format, fileSize: size).tags
      .filter { !["SubfileType", "Compression"].contains($0.name) }.map { "\($0.group):\($0.name)" }
  }

  @Test("a JPEG preview in a DNG's SubIFD is PreviewImage, in SubIFD2 JpgFromRaw")
  func previews() {
    let directories = [
      Self.directory("IFD0", compression: 1, subfileType: 1), Self.directory("SubIFD1", compression: 7, subfileType: 1),
      Self.directory("SubIFD2", compression: nil, subfileType: nil),
    ]
    #expect(
      Self.names(directories, format: .dng) == [
        "IFD0:StripOffsets", "IFD0:StripByteCounts", "SubIFD1:PreviewImageStart", "SubIFD1:PreviewImageLength",
        "SubIFD1:PreviewImage", "SubIFD2:JpgFromRawStart", "SubIFD2:JpgFromRawLength", "SubIFD2:JpgFromRaw",
      ])
  }

  @Test("the main image, a NEF's strips and DNG lossy JPEG keep or take their own names")
  func others() {
    let main = Self.directory("SubIFD", compression: 7, subfileType: 0)
    #expect(Self.names([main], format: .dng) == ["SubIFD:StripOffsets", "SubIFD:StripByteCounts"])
    let nef = Self.directory("SubIFD", compression: 7, subfileType: 1)
    #expect(
      Self.names([nef], format: .nikonNEF) == ["SubIFD:StripOffsets", "SubIFD:StripByteCounts"])
    let lossy = Self.directory("SubIFD1", compression: 34892, subfileType: 0)
    #expect(
      Self.names([lossy], format: .dng) == [
        "SubIFD1:OtherImageStart", "SubIFD1:OtherImageLength", "SubIFD1:OtherImage",
      ])
  }

  @Test("a CR2's IFD0 strip is its preview; an image past the end of the file is not listed, and a notice says so")
  func cr2() {
    let tags = Self.directory("IFD0", compression: 6, subfileType: nil)
    #expect(
      Self.names([tags], format: .canonCR2, size: 120) == [
        "IFD0:PreviewImageStart", "IFD0:PreviewImageLength",
      ])
    let notices = TIFFStripNames.named([tags[...]], format: .canonCR2, fileSize: 120).notices
    #expect(notices.map(\.code) == [.tiffValuesLeftOut])
    #expect(notices.first?.message.contains("PreviewImage (50 bytes at offset 100, beyond the end of the file") == true)
  }

  @Test("in a stream read only up to its bound, an image past the bound is past the read limit, not the file's end")
  func readOnlyToBound() {
    let tags = Self.directory("IFD0", compression: 6, subfileType: nil)
    let notices = TIFFStripNames.named([tags[...]], format: .canonCR2, fileSize: 120, sizeIsExact: false).notices
    #expect(notices.map(\.code) == [.readLimitReached])
    #expect(notices.allSatisfy { !$0.message.contains("beyond the end of the file") })
  }

  @Test("two directories of one group name (each parent's SubIFDs start at SubIFD) are named each by its own tags")
  func repeatedGroup() {
    let directories = [
      Self.directory("SubIFD", compression: 34892, subfileType: 0),
      Self.directory("SubIFD", compression: 1, subfileType: 0),
    ]
    #expect(
      Self.names(directories, format: .dng) == [
        "SubIFD:OtherImageStart", "SubIFD:OtherImageLength", "SubIFD:OtherImage", "SubIFD:StripOffsets",
        "SubIFD:StripByteCounts",
      ])
  }
}
