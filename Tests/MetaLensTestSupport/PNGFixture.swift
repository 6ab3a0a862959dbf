/// A PNG built for one test: the signature and exactly the chunks the test
/// lists (IHDR first unless the test says otherwise), with correct CRCs.
public struct PNGFixture: Sendable {
  public struct Chunk: Sendable {
    public var type: String
    public var data: [UInt8]
    /// Overrides the length field (a damaged chunk).
    public var claimedLength: UInt32?

    public init(_ type: String, _ data: [UInt8], claimedLength: UInt32? = nil) {
      self.type = type
      self.data = data
      self.claimedLength = claimedLength
    }

    public static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> Chunk {
      Chunk("IHDR", PNGFixture.u32(width) + PNGFixture.u32(height) + [bitDepth, colorType, 0, 0, 0])
    }

    public static func text(_ keyword: String, _ text: String) -> Chunk {
      Chunk("tEXt", Array(keyword.utf8) + [0] + Array(text.utf8))
    }

    public static func compressedText(_ keyword: String, _ text: [UInt8]) -> Chunk {
      Chunk("zTXt", Array(keyword.utf8) + [0, 0] + Deflate.compress(text))
    }

    public static func internationalText(
      _ keyword: String, _ text: String, language: String = "", compressed: Bool = false
    ) -> Chunk {
      let body = compressed ? Deflate.compress(Array(text.utf8)) : Array(text.utf8)
      return Chunk("iTXt", Array(keyword.utf8) + [0, compressed ? 1 : 0, 0] + Array(language.utf8) + [0, 0] + body)
    }

    public static func xmp(_ packet: String) -> Chunk { internationalText("XML:com.adobe.xmp", packet) }

    public static func exif(_ tiff: [UInt8], exifHeader: Bool = false) -> Chunk {
      Chunk("eXIf", (exifHeader ? Array("Exif\0\0".utf8) : []) + tiff)
    }

    public static func iccp(_ profile: [UInt8], name: String = "ICC profile") -> Chunk {
      Chunk("iCCP", Array(name.utf8) + [0, 0] + Deflate.compress(profile))
    }

    public static func animationControl(frames: UInt32, plays: UInt32 = 0) -> Chunk {
      Chunk("acTL", PNGFixture.u32(frames) + PNGFixture.u32(plays))
    }

    public static let imageData = Chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])
    public static let end = Chunk("IEND", [])
  }

  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  public var chunks: [Chunk]

  /// IHDR (`width`×`height`), the test's chunks, one IDAT and IEND.
  public init(width: UInt32 = 4, height: UInt32 = 3, _ chunks: [Chunk] = []) {
    self.chunks = [.ihdr(width: width, height: height)] + chunks + [.imageData, .end]
  }

  /// Exactly these chunks after the signature.
  public init(exactly chunks: [Chunk]) {
    self.chunks = chunks
  }

  public func bytes() -> [UInt8] {
    var output = Self.signature
    for chunk in chunks {
      let typeAndData = Array(chunk.type.utf8) + chunk.data
      output +=
        Self.u32(chunk.claimedLength ?? UInt32(chunk.data.count)) + typeAndData + Self.u32(CRC32.checksum(typeAndData))
    }
    return output
  }

  public func write(named name: String = "fixture.png") throws -> String {
    try TemporaryFiles.write(bytes(), named: name)
  }

  static func u32(_ value: UInt32) -> [UInt8] { FixtureSegment.bigEndian32(value) }
}
