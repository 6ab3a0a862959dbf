private import CJPEGShim

/// The pixels and encoder settings of a fixture JPEG, encoded by libjpeg
/// (through CJPEGShim) without any APPn segment.
public struct ImageFixture: Sendable {
  public var width: Int
  public var height: Int
  public var quality: Int
  public var progressive: Bool
  public var grayscale: Bool
  /// Luma sampling factors: (2, 2) is 4:2:0, (2, 1) 4:2:2, (1, 1) 4:4:4.
  public var lumaSampling: (horizontal: Int, vertical: Int)
  /// Custom quantization tables in natural order (a camera's own, say), in
  /// place of libjpeg's scaled standard tables.
  public var tables: (luma: [UInt16], chroma: [UInt16])?

  public init(
    width: Int = 64, height: Int = 48, quality: Int = 90, progressive: Bool = false, grayscale: Bool = false,
    lumaSampling: (horizontal: Int, vertical: Int) = (2, 2), tables: (luma: [UInt16], chroma: [UInt16])? = nil
  ) {
    self.width = width
    self.height = height
    self.quality = quality
    self.progressive = progressive
    self.grayscale = grayscale
    self.lumaSampling = lumaSampling
    self.tables = tables
  }

  /// A small thumbnail-sized image.
  public static func thumbnail(width: Int = 16, height: Int = 12) -> ImageFixture {
    ImageFixture(width: width, height: height, quality: 75)
  }

  /// The encoded JPEG: SOI, DQT, SOF, DHT, SOS, image data, EOI.
  public func encoded() throws(FixtureError) -> [UInt8] {
    let components = grayscale ? 1 : 3
    let pixels = gradient(components: components)
    var options = metalens_jpeg_encode_options()
    options.width = Int32(width)
    options.height = Int32(height)
    options.components = Int32(components)
    options.quality = Int32(quality)
    options.progressive = progressive ? 1 : 0
    options.luma_h = Int32(lumaSampling.horizontal)
    options.luma_v = Int32(lumaSampling.vertical)
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var message = [CChar](repeating: 0, count: Int(METALENS_JPEG_MESSAGE_LENGTH))
    let luma = tables?.luma ?? []
    let chroma = tables?.chroma ?? []
    let ok = luma.withUnsafeBufferPointer { lumaBuffer in
      chroma.withUnsafeBufferPointer { chromaBuffer in
        options.luma_table = tables == nil ? nil : lumaBuffer.baseAddress
        options.chroma_table = tables == nil ? nil : chromaBuffer.baseAddress
        return message.withUnsafeMutableBufferPointer { messageBuffer in
          metalens_jpeg_encode(&options, pixels, &output, &size, messageBuffer.baseAddress)
        }
      }
    }
    defer { metalens_jpeg_free(output) }
    guard ok == 1, let output else {
      throw .encoder(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// A deterministic diagonal gradient, so encodes are reproducible.
  private func gradient(components: Int) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: width * height * components)
    for y in 0..<height {
      for x in 0..<width {
        let base = (y * width + x) * components
        for channel in 0..<components {
          pixels[base + channel] = UInt8(truncatingIfNeeded: x * 4 + y * 2 + channel * 60)
        }
      }
    }
    return pixels
  }
}
