/// Base64 (RFC 4648 §4, with padding), for `data:` URIs in HTML and the
/// `base64:` values of JSON; Foundation's encoder would need `Data` copies.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 3 <= bytes.count {
      let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      for shift in [18, 12, 6, 0] { output.append(alphabet[Int(value >> UInt32(shift) & 0x3F)]) }
      index += 3
    }
    let rest = bytes.count - index
    if rest > 0 {
      let value = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
      output.append(alphabet[Int(value >> 18 & 0x3F)])
      output.append(alphabet[Int(value >> 12 & 0x3F)])
      output.append(rest == 2 ? alphabet[Int(value >> 6 & 0x3F)] : 0x3D)
      output.append(0x3D)
    }
    return String(decoding: output, as: UTF8.self)
  }
}
