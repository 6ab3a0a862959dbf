/// Builds a small ICC v4 profile: a header and `desc`/`cprt` tags in `mluc`
/// form, which is what modern profiles (Display P3, sRGB IEC61966) carry.
public enum ICCFixture {
  public static func profile(description: String, copyright: String, more: [(String, [UInt8])] = []) -> [UInt8] {
    let tags = [("desc", mluc(description)), ("cprt", mluc(copyright))] + more
    var header = [UInt8](repeating: 0, count: 128)
    func put(_ text: String, at offset: Int) { header.replaceSubrange(offset..<offset + 4, with: Array(text.utf8)) }
    put("appl", at: 4)
    header[8] = 4
    put("mntr", at: 12)
    put("RGB ", at: 16)
    put("XYZ ", at: 20)
    put("acsp", at: 36)
    put("APPL", at: 40)
    put("appl", at: 80)
    var table = FixtureSegment.bigEndian32(UInt32(tags.count))
    var data: [UInt8] = []
    var offset = 128 + 4 + 12 * tags.count
    for (signature, body) in tags {
      table +=
        Array(signature.utf8) + FixtureSegment.bigEndian32(UInt32(offset))
        + FixtureSegment.bigEndian32(UInt32(body.count))
      data += body
      offset += body.count
    }
    var profile = header + table + data
    profile.replaceSubrange(0..<4, with: FixtureSegment.bigEndian32(UInt32(profile.count)))
    return profile
  }

  /// A tag body: its type, four reserved bytes, then `data`.
  public static func body(_ type: String, _ data: [UInt8]) -> [UInt8] {
    Array(type.utf8) + [0, 0, 0, 0] + data
  }

  /// An s15Fixed16Number.
  public static func fixed(_ value: Double) -> [UInt8] {
    FixtureSegment.bigEndian32(UInt32(bitPattern: Int32((value * 65536).rounded())))
  }

  /// An `mluc` tag with one record per `(language+country, text)`.
  public static func mluc(_ records: [(String, String)]) -> [UInt8] {
    var head = Array("mluc".utf8) + [0, 0, 0, 0] + FixtureSegment.bigEndian32(UInt32(records.count))
    head += FixtureSegment.bigEndian32(12)
    var texts: [UInt8] = []
    let start = 16 + 12 * records.count
    for (locale, text) in records {
      let utf16 = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      head += Array(locale.utf8) + FixtureSegment.bigEndian32(UInt32(utf16.count))
      head += FixtureSegment.bigEndian32(UInt32(start + texts.count))
      texts += utf16
    }
    return head + texts
  }

  /// A one-record `mluc` (multi-localised Unicode) tag, English.
  static func mluc(_ text: String) -> [UInt8] {
    let utf16 = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    return Array("mluc".utf8) + [0, 0, 0, 0] + FixtureSegment.bigEndian32(1) + FixtureSegment.bigEndian32(12)
      + Array("enUS".utf8) + FixtureSegment.bigEndian32(UInt32(utf16.count)) + FixtureSegment.bigEndian32(28) + utf16
  }
}
