import MetaLensTestSupport
import Testing

@testable import MetaLensCore

@Suite("CBOR decoding, bounded")
struct CBORDecoderTests {
  @Test("values written by an encoder read back")
  func roundTrip() throws {
    let item = CBORItem.map([
      ("text", .text("héllo")), ("n", .int(-1000)), ("big", .int(1 << 40)), ("bytes", .bytes([1, 2, 3])),
      ("list", .array([.int(1), .null, .tag(24, .bytes([0xF6]))])),
    ])
    let value = try CBORDecoder.decode(item.encoded()).get()
    #expect(value["text"]?.text == "héllo")
    #expect(value["n"]?.integer == -1000)
    #expect(value["big"]?.integer == 1 << 40)
    #expect(value["bytes"]?.bytes == [1, 2, 3])
    #expect(value["list"]?.array?.count == 3)
  }

  @Test("indefinite strings, arrays and maps; half, single and double floats")
  func indefiniteAndFloats() throws {
    let bytes: [UInt8] = [
      0x9F, 0x7F, 0x61, 0x61, 0x61, 0x62, 0xFF, 0xBF, 0x61, 0x6B, 0x01, 0xFF, 0xF9, 0x3C, 0x00, 0xFA, 0x3F, 0xC0, 0x00,
      0x00, 0xFB, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0, 0xFF,
    ]
    let items = try #require(try CBORDecoder.decode(bytes).get().array)
    #expect(items.count == 5)
    #expect(items[0].text == "ab")
    #expect(items[1]["k"]?.integer == 1)
    #expect(items[2] == .float(1.0))
    #expect(items[3] == .float(1.5))
    #expect(items[4] == .float(1.5))
  }

  @Test(
    "lengths beyond the data are refused before anything is allocated",
    arguments: [
      [0x5B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], [0x9B, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00],
      [0xBA, 0xFF, 0xFF, 0xFF, 0xFF], [0x62, 0x61], [0x9F, 0x01], [0x18],
    ] as [[UInt8]])
  func truncated(bytes: [UInt8]) {
    #expect(CBORDecoder.decode(bytes).failure == .truncated)
  }

  @Test("nesting at the limit decodes; one level deeper is refused", arguments: [0, 1])
  func depth(over: Int) {
    let depth = ReadLimits.maxCBORDepth + over
    let bytes = [UInt8](repeating: 0x81, count: depth) + [0x00]
    #expect((CBORDecoder.decode(bytes).failure == .tooDeep) == (over == 1))
  }

  @Test("item count at the limit decodes; one more is refused", arguments: [0, 1])
  func itemCount(over: Int) {
    let count = ReadLimits.maxCBORItems - 1 + over  // the array itself is an item
    let bytes = CBORItem.head(4, UInt64(count)) + [UInt8](repeating: 0x00, count: count)
    #expect((CBORDecoder.decode(bytes).failure == .tooManyItems) == (over == 1))
  }
}
