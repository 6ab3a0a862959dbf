/// One marker segment a fixture places between SOI and the encoded image.
public enum FixtureSegment: Sendable {
  /// JFIF APP0, version 1.01, 72 dpi.
  case jfif
  /// APP1 `Exif\0\0` with the fixture's entries.
  case exif(ExifFixture)
  /// APP1 with a standard XMP packet.
  case xmp(String)
  /// APP1 Extended XMP chunks of `packet`, `chunkSize` bytes each, under `guid`.
  case extendedXMP(guid: String, packet: String, chunkSize: Int)
  /// APP13 `Photoshop 3.0` with these image resources (ID, data).
  case photoshop([(id: UInt16, data: [UInt8])])
  /// APP2 `ICC_PROFILE` chunks of a profile.
  case icc(profile: [UInt8], chunkSize: Int)
  /// APP14 `Adobe`.
  case adobe
  /// APP12 `Ducky` with a Save for Web quality.
  case ducky(quality: UInt32)
  /// A COM segment.
  case comment(String)
  /// Any segment: marker byte and payload.
  case raw(marker: UInt8, payload: [UInt8])

  /// The segment's bytes: marker, length and payload (several segments for
  /// chunked data).
  public func bytes() throws(FixtureError) -> [UInt8] {
    switch self {
    case .jfif:
      return Self.segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 1, 0, 72, 0, 72, 0, 0])
    case .exif(let fixture):
      return Self.segment(0xE1, try fixture.block())
    case .xmp(let packet):
      return Self.segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(packet.utf8))
    case .extendedXMP(let guid, let packet, let chunkSize):
      let data = Array(packet.utf8)
      return stride(from: 0, to: data.count, by: chunkSize).flatMap { offset in
        let chunk = data[offset..<min(offset + chunkSize, data.count)]
        let header =
          Array("http://ns.adobe.com/xmp/extension/\0".utf8) + Array(guid.utf8)
          + Self.bigEndian32(UInt32(data.count)) + Self.bigEndian32(UInt32(offset))
        return Self.segment(0xE1, header + chunk)
      }
    case .photoshop(let resources):
      return Self.segment(0xED, Array("Photoshop 3.0\0".utf8) + PhotoshopFixture.resources(resources))
    case .icc(let profile, let chunkSize):
      let chunks = stride(from: 0, to: profile.count, by: chunkSize).map {
        profile[$0..<min($0 + chunkSize, profile.count)]
      }
      return chunks.enumerated().flatMap { index, chunk in
        Self.segment(0xE2, Array("ICC_PROFILE\0".utf8) + [UInt8(index + 1), UInt8(chunks.count)] + chunk)
      }
    case .adobe:
      return Self.segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 1])
    case .ducky(let quality):
      return Self.segment(0xEC, Array("Ducky".utf8) + [0, 1, 0, 4] + Self.bigEndian32(quality) + [0, 0])
    case .comment(let text):
      return Self.segment(0xFE, Array(text.utf8))
    case .raw(let marker, let payload):
      return Self.segment(marker, payload)
    }
  }

  static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    let length = payload.count + 2
    return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
  }

  public static func bigEndian32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
