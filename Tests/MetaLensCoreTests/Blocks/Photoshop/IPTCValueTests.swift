import Testing

@testable import MetaLensCore

/// IPTC dates and times as ExifTool's ExifDate and ExifTime convert them,
/// and repeated datasets kept.
@Suite("IPTC values as ExifTool gives them")
struct IPTCValueTests {
  static func value(_ number: UInt8, _ text: String) -> MetadataValue {
    IPTCDataset.value(of: IPTCDataset.Key(record: 2, number: number), Array(text.utf8)[...])
  }

  @Test("times keep every byte: fractions, offsets, extra digits")
  func times() {
    #expect(Self.value(60, "135926-0600") == .text("13:59:26-06:00"))
    #expect(Self.value(60, "135926.054-0600") == .text("13:59:26.054-06:00"))
    #expect(Self.value(60, "135926") == .text("13:59:26"))
    #expect(Self.value(60, "20091211125504") == .text("20:09:1211125504"))
  }

  @Test("dates are YYYY:MM:DD whatever separates them")
  func dates() {
    #expect(Self.value(55, "20240501") == .text("2024:05:01"))
    #expect(Self.value(55, "2024-05-01") == .text("2024:05:01"))
    #expect(Self.value(55, "May 2024") == .text("May 2024"))
  }

  @Test(
    "text that is not UTF-8 is Windows-1252, as ExifTool reads IPTC without a character set",
    arguments: [
      ([0x54, 0x72, 0x9F, 0x62], "Tr\u{178}b"), ([0x61, 0x20, 0x96, 0x20, 0x62], "a \u{2013} b"),
      ([0xA9, 0x20, 0x43], "\u{A9} C"), ([0x81, 0xE9], "\u{81}\u{E9}"), ([0xC3, 0xA9], "\u{E9}"),
    ] as [([UInt8], String)])
  func windows1252(bytes: [UInt8], expected: String) {
    #expect(IPTCDataset.value(of: IPTCDataset.Key(record: 2, number: 80), bytes[...]) == .text(expected))
  }

  @Test("a dataset that may not repeat, repeated, is reported each time")
  func repeated() {
    let block: [UInt8] = [0x1C, 2, 15, 0, 2] + Array("AB".utf8) + [0x1C, 2, 15, 0, 3] + Array("Cat".utf8)
    let tags = IPTCReader().read(block).tags
    #expect(tags.map(\.name) == ["Category", "Category"])
    #expect(tags.map(\.value) == [.text("AB"), .text("Cat")])
  }
}
