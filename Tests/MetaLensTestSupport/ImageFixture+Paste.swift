/// A paste: a rectangle of another picture laid over this one, the commonest
/// forgery, for the double-compression map's tests.
extension ImageFixture {
  /// The pixels `encoded()` starts from: the picture's own, or the synthetic ones.
  public var sourcePixels: [UInt8] {
    pixels ?? (textured ? texture(components: grayscale ? 1 : 3) : gradient(components: grayscale ? 1 : 3))
  }

  /// This picture with the `size` rectangle of `donor` at `from` laid over
  /// the one at `to` (in pixels; both inside their pictures, and both
  /// pictures grey or both colour).
  public func pasting(
    _ donor: ImageFixture, from: (x: Int, y: Int), to: (x: Int, y: Int), size: (width: Int, height: Int)
  ) throws(FixtureError) -> ImageFixture {
    guard donor.grayscale == grayscale, from.x >= 0, from.y >= 0, to.x >= 0, to.y >= 0,
      from.x + size.width <= donor.width, from.y + size.height <= donor.height,
      to.x + size.width <= width, to.y + size.height <= height
    else { throw .encoder("the pasted rectangle does not fit") }
    let channels = grayscale ? 1 : 3
    let source = donor.sourcePixels
    var result = self
    var target = sourcePixels
    for dy in 0..<size.height {
      let from = ((from.y + dy) * donor.width + from.x) * channels
      let to = ((to.y + dy) * width + to.x) * channels
      target.replaceSubrange(to..<to + size.width * channels, with: source[from..<from + size.width * channels])
    }
    result.pixels = target
    return result
  }

  /// A textured picture saved at quality 50 and decoded, ready to be saved
  /// again at 90; when `pasted`, a rectangle of another picture (the
  /// mirrored texture saved at 75, taken off the 8 × 8 grid) lies over its
  /// lower left: that region then carries no trace of the first compression.
  public static func pastedRegionExample(pasted: Bool) throws -> ImageFixture {
    var picture = try ImageFixture.decoding(
      try ImageFixture(width: 512, height: 384, quality: 50, textured: true).encoded())
    if pasted {
      var donor = try ImageFixture.decoding(
        try ImageFixture(width: 512, height: 384, quality: 98, textured: true).encoded()
      ).mirrored()
      donor.quality = 75
      donor = try ImageFixture.decoding(try donor.encoded())
      picture = try picture.pasting(donor, from: (x: 83, y: 45), to: (x: 40, y: 200), size: (width: 160, height: 128))
    }
    picture.quality = 90
    return picture
  }

  /// A smooth textured picture (256 × 192 made 512 × 384) ready to be saved
  /// at 90; when `pasted`, a rectangle of its mirror image saved at 75 lies
  /// over most of its lower half, the seams on the 8 × 8 grid and the
  /// donor's own grid 5 pixels right and 3 down of it: the region keeps the
  /// donor's DC lattice on that shifted grid (`ForeignGridFinder`).
  public static func foreignGridExample(pasted: Bool) throws -> ImageFixture {
    let base = try ImageFixture.decoding(
      try ImageFixture(width: 256, height: 192, quality: 95, textured: true).encoded())
    var picture = try ImageFixture.decoding(try base.resized(longSide: 512).encoded())
    if pasted {
      var donor = try ImageFixture.decoding(try base.mirrored().resized(longSide: 512).encoded())
      donor.quality = 75
      donor = try ImageFixture.decoding(try donor.encoded())
      picture = try picture.pasting(donor, from: (x: 83, y: 45), to: (x: 40, y: 128), size: (width: 384, height: 224))
    }
    picture.quality = 90
    return picture
  }
}
