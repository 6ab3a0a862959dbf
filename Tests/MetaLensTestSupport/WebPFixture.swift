/// A WebP built for one test: a RIFF header and exactly the chunks listed.
public struct WebPFixture: Sendable {
  public struct Chunk: Sendable {
    public var type: String
    public var data: [UInt8]
    public var claimedLength: UInt32?

    public init(_ type: String, _ data: [UInt8], claimedLength: UInt32? = nil) {
      self.type = type
      self.data = data
      self.claimedLength = claimedLength
    }

    /// A VP8X chunk: flags (ICC 0x20, alpha 0x10, EXIF 0x08, XMP 0x04, animation 0x02) and canvas size.
    public static func extended(flags: UInt8, width: UInt32, height: UInt32) -> Chunk {
      Chunk("VP8X", [flags, 0, 0, 0] + WebPFixture.u24(width - 1) + WebPFixture.u24(height - 1))
    }

    /// A VP8 key frame header with its size (no real image data).
    public static func lossy(width: UInt16, height: UInt16) -> Chunk {
      Chunk("VP8 ", [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2A] + WebPFixture.u16(width) + WebPFixture.u16(height) + [0, 0])
    }

    /// A VP8L header with its size.
    public static func lossless(width: UInt32, height: UInt32) -> Chunk {
      let bits = (width - 1) | (height - 1) << 14
      return Chunk(
        "VP8L", [0x2F, UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)])
    }
  }

  public var chunks: [Chunk]
  /// Overrides the RIFF size field.
  public var claimedRIFFSize: UInt32?

  public init(_ chunks: [Chunk], claimedRIFFSize: UInt32? = nil) {
    self.chunks = chunks
    self.claimedRIFFSize = claimedRIFFSize
  }

  public func bytes() -> [UInt8] {
    var body = Array("WEBP".utf8)
    for chunk in chunks {
      body += Array(chunk.type.utf8) + Self.u32(chunk.claimedLength ?? UInt32(chunk.data.count)) + chunk.data
      if chunk.data.count % 2 == 1 { body.append(0) }
    }
    return Array("RIFF".utf8) + Self.u32(claimedRIFFSize ?? UInt32(body.count)) + body
  }

  public func write(named name: String = "fixture.webp") throws -> String {
    try TemporaryFiles.write(bytes(), named: name)
  }

  static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  static func u24(_ value: UInt32) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
  }
  static func u32(_ value: UInt32) -> [UInt8] { u24(value) + [UInt8(value >> 24)] }
}
