/// A picture saved as PNG by the fixture factory (issue 30's PNG originals):
/// the pixels of an `ImageFixture` in IHDR, one IDAT of unfiltered rows
/// deflated by zlib, and IEND, in the layouts a decoder must handle.
extension PNGFixture {
  /// How the samples are laid out.
  public enum Layout: String, CaseIterable, Sendable {
    /// 8-bit RGB, or 8-bit grey for a grey picture.
    case plain
    /// 16-bit samples (each 8-bit value repeated in the low byte).
    case sixteenBit
    /// 8-bit RGBA, opaque but for `transparentRows` at the top.
    case alpha
    /// Adam7-interlaced 8-bit RGB.
    case interlaced
  }

  /// `picture` as a PNG in `layout`; with `alpha`, the first
  /// `transparentRows` rows are fully transparent (drawn on white by a
  /// viewer, whatever colour they hold).
  public static func picture(_ picture: ImageFixture, layout: Layout = .plain, transparentRows: Int = 0) -> PNGFixture {
    let grey = picture.grayscale
    let channels = (grey ? 1 : 3) + (layout == .alpha ? 1 : 0)
    let bytesPerSample = layout == .sixteenBit ? 2 : 1
    let colourType: UInt8 = (grey ? 0 : 2) | (layout == .alpha ? 4 : 0)
    let source = picture.sourcePixels
    let sourceChannels = grey ? 1 : 3

    /// One row of the pixels at columns `columns` of row `y`, filter 0.
    func row(_ y: Int, _ columns: StrideTo<Int>) -> [UInt8] {
      var bytes: [UInt8] = [0]
      for x in columns {
        let base = (y * picture.width + x) * sourceChannels
        for channel in 0..<sourceChannels {
          let value = source[base + channel]
          bytes += bytesPerSample == 2 ? [value, value] : [value]
        }
        if layout == .alpha { bytes.append(y < transparentRows ? 0 : 255) }
      }
      return bytes
    }
    var raw: [UInt8] = []
    raw.reserveCapacity((picture.width * channels * bytesPerSample + 1) * picture.height)
    if layout == .interlaced {
      // Adam7 (PNG §8.2): each pass's start and step, column then row.
      let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      for (x0, y0, dx, dy) in passes where x0 < picture.width && y0 < picture.height {
        for y in stride(from: y0, to: picture.height, by: dy) {
          raw += row(y, stride(from: x0, to: picture.width, by: dx))
        }
      }
    } else {
      for y in 0..<picture.height { raw += row(y, stride(from: 0, to: picture.width, by: 1)) }
    }
    var header = Chunk.ihdr(
      width: UInt32(picture.width), height: UInt32(picture.height), bitDepth: UInt8(8 * bytesPerSample),
      colorType: colourType)
    if layout == .interlaced { header.data[12] = 1 }
    return PNGFixture(exactly: [header, Chunk("IDAT", Deflate.compress(raw, level: 6)), .end])
  }
}

extension PNGFixture {
  /// `picture` in 8-bit grey (BT.601 luma, as libpng weighs colour), each
  /// pixel made a `factor` × `factor` block: a PNG over the decode limit
  /// whose picture is still the scene's. Its rows are deflated as they are
  /// made (`DeflateStream`, level 1), never held whole; the PNG's bytes.
  public static func enlarged(_ picture: ImageFixture, by factor: Int) -> [UInt8] {
    let source = picture.sourcePixels
    let channels = picture.grayscale ? 1 : 3
    let (width, height) = (picture.width * factor, picture.height * factor)
    let stream = DeflateStream(level: 1)
    for y in 0..<picture.height {
      var row: [UInt8] = [0]
      row.reserveCapacity(width + 1)
      for x in 0..<picture.width {
        let base = (y * picture.width + x) * channels
        var luma = source[base]
        if channels == 3 {
          let (r, g, b) = (Int(source[base]), Int(source[base + 1]), Int(source[base + 2]))
          luma = UInt8((29_900 * r + 58_700 * g + 11_400 * b + 50_000) / 100_000)
        }
        row += repeatElement(luma, count: factor)
      }
      for _ in 0..<factor { stream.append(row) }
    }
    let header = Chunk.ihdr(width: UInt32(width), height: UInt32(height), bitDepth: 8, colorType: 0)
    return PNGFixture(exactly: [header, Chunk("IDAT", stream.finish()), .end]).bytes()
  }
}
