private import CJPEGShim
private import CJPEGTestEncoder
import Foundation

/// The pixels and encoder settings of a fixture JPEG, encoded by libjpeg
/// (through the test-only CJPEGTestEncoder) without any APPn segment.
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
  /// Fine random texture over the gradient (fixed seed), so that the DCT
  /// coefficients spread as a photograph's do: the image-data tests need it.
  public var textured = false
  /// A scene in place of the gradient: smooth shapes that never repeat
  /// (the gradient repeats every 64 pixels), so that a part of the picture
  /// is found in one place only, as in a photograph; textured as above.
  public var scene = false
  /// Huffman tables made for the image, as libjpeg-based software and
  /// jpegtran -optimize write them, in place of Annex K's standard ones.
  public var optimizedHuffman = false
  /// A clone-stamp edit: the `size` rectangle at `from` copied over the one
  /// at `to`, in pixels, before encoding.
  public var clone: (from: (x: Int, y: Int), to: (x: Int, y: Int), size: (width: Int, height: Int))?
  /// A real photo's decoded pixels (RGB, or grey when `grayscale`) in place
  /// of the synthetic picture: see `decoding(_:)`.
  public var pixels: [UInt8]?

  public init(
    width: Int = 64, height: Int = 48, quality: Int = 90, progressive: Bool = false, grayscale: Bool = false,
    lumaSampling: (horizontal: Int, vertical: Int) = (2, 2), tables: (luma: [UInt16], chroma: [UInt16])? = nil,
    textured: Bool = false, optimizedHuffman: Bool = false
  ) {
    self.textured = textured
    self.optimizedHuffman = optimizedHuffman
    self.width = width
    self.height = height
    self.quality = quality
    self.progressive = progressive
    self.grayscale = grayscale
    self.lumaSampling = lumaSampling
    self.tables = tables
  }

  /// A real JPEG decoded by libjpeg, to be edited and encoded again with
  /// the settings of the caller's choice (the photo's own tables, say).
  public static func decoding(_ jpeg: [UInt8], maxPixels: Int = 50_000_000) throws -> ImageFixture {
    var output: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    var components: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(METALENS_TEST_JPEG_MESSAGE_LENGTH))
    let ok = jpeg.withUnsafeBufferPointer { buffer in
      metalens_test_jpeg_decode(
        buffer.baseAddress, buffer.count, maxPixels, 1 << 30, &output, &width, &height, &components, &message)
    }
    defer { metalens_test_jpeg_free(output) }
    guard ok == 1, let output else { throw FixtureError.encoder("decode failed") }
    var fixture = ImageFixture(width: Int(width), height: Int(height), grayscale: components == 1)
    fixture.pixels = Array(UnsafeBufferPointer(start: output, count: Int(width * height * components)))
    return fixture
  }

  /// The fixture factory's scaled decodes (thumbnails, re-saves through the
  /// shipped shim's preview): its own inputs, bounded generously.
  private static func limits() -> metalens_jpeg_limits {
    metalens_jpeg_limits(max_pixels: 50_000_000, max_memory: 1 << 30, max_scans: 1000, stop_at_warning: 0)
  }

  /// A small thumbnail-sized image.
  public static func thumbnail(width: Int = 16, height: Int = 12) -> ImageFixture {
    ImageFixture(width: width, height: height, quality: 75)
  }

  /// The encoded JPEG: SOI, DQT, SOF, DHT, SOS, image data, EOI.
  public func encoded() throws(FixtureError) -> [UInt8] {
    let components = grayscale ? 1 : 3
    var pixels =
      self.pixels
      ?? (textured
        ? texture(components: components)
        : scene ? sceneBase(components: components) : gradient(components: components))
    if let clone {
      for dy in 0..<clone.size.height {
        for dx in 0..<clone.size.width {
          let source = ((clone.from.y + dy) * width + clone.from.x + dx) * components
          let target = ((clone.to.y + dy) * width + clone.to.x + dx) * components
          for channel in 0..<components { pixels[target + channel] = pixels[source + channel] }
        }
      }
    }
    var options = metalens_test_jpeg_encode_options()
    options.width = Int32(width)
    options.height = Int32(height)
    options.components = Int32(components)
    options.quality = Int32(quality)
    options.progressive = progressive ? 1 : 0
    options.optimize_coding = optimizedHuffman ? 1 : 0
    options.luma_h = Int32(lumaSampling.horizontal)
    options.luma_v = Int32(lumaSampling.vertical)
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var message = [CChar](repeating: 0, count: Int(METALENS_TEST_JPEG_MESSAGE_LENGTH))
    let luma = tables?.luma ?? []
    let chroma = tables?.chroma ?? []
    let ok = luma.withUnsafeBufferPointer { lumaBuffer in
      chroma.withUnsafeBufferPointer { chromaBuffer in
        options.luma_table = tables == nil ? nil : lumaBuffer.baseAddress
        options.chroma_table = tables == nil ? nil : chromaBuffer.baseAddress
        return message.withUnsafeMutableBufferPointer { messageBuffer in
          metalens_test_jpeg_encode(&options, pixels, &output, &size, messageBuffer.baseAddress)
        }
      }
    }
    defer { metalens_test_jpeg_free(output) }
    guard ok == 1, let output else {
      throw .encoder(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// The gradient with a fixed pseudo-random texture (a linear congruential
  /// generator, smoothed over two pixels), reproducible.
  func texture(components: Int) -> [UInt8] {
    var state: UInt32 = 0x1234_5678
    var pixels = scene ? sceneBase(components: components) : gradient(components: components)
    var previous = 0
    for index in pixels.indices {
      state = state &* 1_664_525 &+ 1_013_904_223
      let noise = Int(state >> 24) - 128
      let value = (noise + previous) / 3
      previous = noise
      pixels[index] = UInt8(clamping: Int(pixels[index]) / 2 + 64 + value)
    }
    return pixels
  }

  /// The encoded image scaled down by libjpeg to at most `side` pixels a
  /// side, as a camera makes its thumbnail.
  public func thumbnail(side: Int) throws -> [UInt8] {
    let first = try encoded()
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var resultWidth: Int32 = 0
    var resultHeight: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(METALENS_JPEG_MESSAGE_LENGTH))
    var limits = Self.limits()
    let ok = first.withUnsafeBufferPointer { buffer in
      metalens_jpeg_preview(
        buffer.baseAddress, buffer.count, &limits, Int32(side), 1, 90, &output, &size, &resultWidth, &resultHeight,
        &message)
    }
    defer { metalens_jpeg_free(output) }
    guard ok == 1, let output else { throw FixtureError.encoder("thumbnail failed") }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// The encoded image decoded and saved again by libjpeg at `quality` with
  /// its standard tables, as a program re-saving a photo does.
  public func resaved(quality: Int) throws -> [UInt8] {
    let first = try encoded()
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var resultWidth: Int32 = 0
    var resultHeight: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(METALENS_JPEG_MESSAGE_LENGTH))
    var limits = Self.limits()
    let ok = first.withUnsafeBufferPointer { buffer in
      metalens_jpeg_preview(
        buffer.baseAddress, buffer.count, &limits, Int32(max(width, height)), 1, Int32(quality), &output, &size,
        &resultWidth, &resultHeight, &message)
    }
    defer { metalens_jpeg_free(output) }
    guard ok == 1, let output else { throw FixtureError.encoder("re-save failed") }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// Smooth shapes that never repeat across the picture, deterministic.
  private func sceneBase(components: Int) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: width * height * components)
    for y in 0..<height {
      for x in 0..<width {
        let (fx, fy) = (Double(x), Double(y))
        let value = 128 + 50 * sin(fx / 37 + 2 * sin(fy / 53)) + 40 * cos(fy / 29 - fx / 71) + 30 * sin((fx + fy) / 97)
        let base = (y * width + x) * components
        for channel in 0..<components { pixels[base + channel] = UInt8(clamping: Int(value) + channel * 20 - 20) }
      }
    }
    return pixels
  }

  /// A deterministic diagonal gradient, so encodes are reproducible.
  func gradient(components: Int) -> [UInt8] {
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
