import Testing

@testable import MetaLensCore

/// The Photoshop resources metalens does not decode, named and valued as
/// ExifTool's Photoshop::Main table has them: numbers where it gives a number
/// format, the bytes where it prints them, the size where it marks them binary.
@Suite("Photoshop resources by ExifTool's table")
struct PhotoshopResourceNamesTests {
  @Test("a resource of numbers is one number, or ExifTool's space-separated text")
  func numbers() {
    #expect(PhotoshopResourceNames.tag(id: 0x0411, body: [1], keepBytes: false).value == .integer(1))
    #expect(PhotoshopResourceNames.tag(id: 0x0411, body: [1, 0], keepBytes: false).value == .text("1 0"))
    let flags = PhotoshopResourceNames.tag(id: 0x03F3, body: [0, 0, 0, 0, 0, 0, 0, 0, 1], keepBytes: true)
    #expect(flags.name == "PrintFlags" && flags.value == .text("0 0 0 0 0 0 0 0 1"))
    #expect(PhotoshopResourceNames.tag(id: 0x0402, body: [0, 0, 0, 7], keepBytes: false).value == .text("0 7"))
    #expect(PhotoshopResourceNames.tag(id: 0x0414, body: [0, 0, 1, 0], keepBytes: false).value == .integer(256))
  }

  @Test("undecoded bytes are kept when every tag is asked for, and only their size otherwise")
  func bytes() {
    let grid: [UInt8] = [0, 0, 0, 1, 0, 0, 2, 0x40, 0, 0, 2, 0x40, 0, 0, 0, 0]
    let kept = PhotoshopResourceNames.tag(id: 0x0408, body: grid, keepBytes: true)
    #expect(kept.name == "GridGuidesInfo" && kept.value == .bytes(grid))
    #expect(kept.value.plainText == "(Binary data 16 bytes)")
    #expect(PhotoshopResourceNames.tag(id: 0x0408, body: grid, keepBytes: false).value == .binary(byteCount: 16))
    let long = [UInt8](repeating: 1, count: ReadLimits.maxKeptBytes + 1)
    #expect(PhotoshopResourceNames.tag(id: 0x0408, body: long, keepBytes: true).value == .binary(byteCount: long.count))
  }

  @Test("resources ExifTool marks binary or reads as a directory keep only their size")
  func binary() {
    let xml = PhotoshopResourceNames.tag(id: 0x03EA, body: [1, 2, 3], keepBytes: true)
    #expect(xml.name == "XMLData" && xml.value == .binary(byteCount: 3))
    #expect(PhotoshopResourceNames.tag(id: 0x0422, body: [1], keepBytes: true).name == "EXIFInfo")
  }

  @Test("unknown IDs and other signatures are named as ExifTool's -u names them")
  func unknown() {
    #expect(PhotoshopResourceNames.tag(id: 0x07D0, body: [6], keepBytes: true).name == "Photoshop_0x07d0")
    let other = PhotoshopResourceNames.otherSignatureTag(id: 0x0404, body: [0x1C], keepBytes: true)
    #expect(other.name == "Photoshop_Unknown_0x0404" && other.value == .bytes([0x1C]))
  }

  @Test("the conformance test renders bytes as exiftool -j prints them")
  func exifToolText() {
    #expect(OracleComparison.exifToolJSONText([0, 0, 0, 1, 0, 0, 2, 0x40]) == "\u{1}\u{2}@")
    #expect(OracleComparison.exifToolJSONText([0xFF, 0xC3, 0xA9, 0xE0, 0x80, 0x80, 0x41]) == "?é???A")
    #expect(OracleComparison.exifToolJSONText([0xED, 0xA0, 0x80]) == "???")
  }
}
