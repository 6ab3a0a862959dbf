/// Decodes ImageMagick's `Raw profile type exif/xmp/iptc/icc` PNG text:
/// a line with the profile's name, a line with its decimal length, then the
/// bytes in hexadecimal over many lines. ExifTool reads these as the
/// profiles they carry, so metalens does too.
enum RawProfileDecoder {
  /// The profile's bytes, or nil when the text is not in that form. The
  /// declared length must fit the hex digits that follow (no more bytes
  /// are made than the text holds).
  static func decode(_ text: [UInt8]) -> [UInt8]? {
    var lines = text.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: true)
    guard lines.count == 3 else { return nil }
    let lengthText = String(decoding: lines[1], as: UTF8.self).trimmed
    guard let length = Int(lengthText), length >= 0 else { return nil }
    let hex = lines.removeLast()
    guard length <= hex.count / 2 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(length)
    var high: UInt8?
    for character in hex where bytes.count < length {
      guard let nibble = nibble(character) else {
        if character == UInt8(ascii: "\n") || character == UInt8(ascii: " ") || character == UInt8(ascii: "\r") {
          continue
        }
        return nil
      }
      if let first = high {
        bytes.append(first << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    return bytes.count == length ? bytes : nil
  }

  private static func nibble(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
