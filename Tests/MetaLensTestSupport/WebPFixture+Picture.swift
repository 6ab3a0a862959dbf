private import CWebP

/// Pictures saved as WebP by the fixture factory (issue 30's WebP originals
/// and copies): libwebp's simple encoding API, lossy at a quality or
/// lossless; and a lossless bitstream written bit by bit whose size is
/// whatever a test needs.
extension WebPFixture {
  /// `picture` (RGB, or grey spread to RGB) encoded by libwebp: lossy at
  /// `quality`, or lossless when `quality` is nil. With `transparentRows`,
  /// saved with alpha, those rows at the top fully transparent.
  public static func picture(_ picture: ImageFixture, quality: Int? = 80, transparentRows: Int = 0) throws(FixtureError)
    -> [UInt8]
  {
    let source = picture.sourcePixels
    let alpha = transparentRows > 0
    let channels = alpha ? 4 : 3
    var pixels = [UInt8](repeating: 255, count: picture.width * picture.height * channels)
    for index in 0..<(picture.width * picture.height) {
      for channel in 0..<3 {
        pixels[index * channels + channel] = picture.grayscale ? source[index] : source[index * 3 + channel]
      }
      if alpha && index < transparentRows * picture.width { pixels[index * channels + 3] = 0 }
    }
    var output: UnsafeMutablePointer<UInt8>?
    let (width, height, stride) = (Int32(picture.width), Int32(picture.height), Int32(picture.width * channels))
    let size = pixels.withUnsafeBufferPointer { input -> Int in
      switch (quality, alpha) {
      case (let quality?, false): WebPEncodeRGB(input.baseAddress, width, height, stride, Float(quality), &output)
      case (let quality?, true): WebPEncodeRGBA(input.baseAddress, width, height, stride, Float(quality), &output)
      case (nil, false): WebPEncodeLosslessRGB(input.baseAddress, width, height, stride, &output)
      case (nil, true): WebPEncodeLosslessRGBA(input.baseAddress, width, height, stride, &output)
      }
    }
    defer { WebPFree(output) }
    guard size > 0, let output else { throw .encoder("libwebp could not encode the picture") }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// A lossless (VP8L) WebP of `width` × `height` pixels of one grey: each
  /// of its five prefix codes has a single symbol (a "simple code", WebP
  /// lossless bitstream §3.7.2.1.1), so every pixel takes no bits and a
  /// picture of the format's largest size is a few bytes.
  public static func constant(width: Int, height: Int, grey: UInt8 = 128) -> [UInt8] {
    var bits: [Bool] = []
    func put(_ value: Int, _ count: Int) { for bit in 0..<count { bits.append(value >> bit & 1 == 1) } }
    put(width - 1, 14)
    put(height - 1, 14)
    put(0, 1)  // alpha not used
    put(0, 3)  // version 0
    put(0, 1)  // no transform
    put(0, 1)  // no colour cache
    put(0, 1)  // no meta prefix codes
    // Green, red, blue, alpha, distance: one symbol each, an 8-bit one.
    for symbol in [Int(grey), Int(grey), Int(grey), 255, 0] {
      put(1, 1)  // simple code
      put(0, 1)  // one symbol
      put(1, 1)  // of 8 bits
      put(symbol, 8)
    }
    var data: [UInt8] = [0x2F]
    for start in stride(from: 0, to: bits.count, by: 8) {
      var byte: UInt8 = 0
      for (offset, bit) in bits[start..<min(start + 8, bits.count)].enumerated() where bit { byte |= 1 << offset }
      data.append(byte)
    }
    return WebPFixture([Chunk("VP8L", data + [0, 0, 0, 0])]).bytes()
  }
}
