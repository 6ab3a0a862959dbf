import Testing

@testable import MetaLensCore

/// WebP details valued as ExifTool's RIFF tags.
@Suite("WebP detail chunks")
struct WebPChunkTagsTests {
  @Test("VP8 version and scaling, ALPH fields, ANIM background and loops")
  func decoded() throws {
    let vp8: [UInt8] = [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0x64, 0x40, 0x32, 0x80]
    let frame = try #require(WebPChunkTags.tags(type: "VP8 ", data: vp8[...]))
    #expect(frame.map(\.0) == ["VP8Version", "HorizontalScale", "VerticalScale"])
    #expect(frame.map(\.1) == [.integer(0), .integer(1), .integer(2)])
    let alpha = try #require(WebPChunkTags.tags(type: "ALPH", data: [0b0001_1101][...]))
    #expect(alpha.map(\.1) == [.integer(1), .integer(3), .integer(1)])
    let animation = try #require(WebPChunkTags.tags(type: "ANIM", data: [255, 255, 255, 255, 0, 0][...]))
    #expect(animation.map(\.1) == [.text("255 255 255 255"), .integer(0)])
    #expect(WebPChunkTags.frameDuration([UInt8](repeating: 0, count: 12)[...] + [0x64, 0, 0, 0]) == 100)
    #expect(WebPChunkTags.tags(type: "EXIF", data: [][...]) == nil)
  }

  @Test("a chunk ExifTool does not know is Unknown_<type>, by its size; known ones are not")
  func unknown() throws {
    let psai = try #require(WebPChunkTags.unknown(type: "PSAI", length: 78))
    #expect(psai.0 == "Unknown_PSAI" && psai.1 == .binary(byteCount: 78))
    #expect(WebPChunkTags.unknown(type: "XMP\0", length: 4)?.0 == "Unknown_XMPx00")
    #expect(WebPChunkTags.unknown(type: "EXIF", length: 4) == nil)
  }
}
