import MetaLensCore

/// An affine map of a picture's unit square (fractions of its width and
/// height, from the top left), as SVG's `matrix(a b c d e f)` writes it:
/// x′ = a·x + c·y + e, y′ = b·x + d·y + f (SVG 1.1, section 7.4). The
/// compare page draws the original's preview through one, so that the
/// browser turns, mirrors and crops it onto the copy's frame and the
/// regions' outlines line up on both pictures; no pixel is decoded again.
struct PictureTransform: Hashable {
  var a = 1.0
  var b = 0.0
  var c = 0.0
  var d = 1.0
  var e = 0.0
  var f = 0.0

  static let identity = PictureTransform()

  /// From the stored picture to the upright one for an EXIF orientation
  /// (CIPA DC-008, tag 0x0112), as `metalens_orient` in the JPEG shim turns
  /// a preview; other values leave the picture as stored.
  static func orientation(_ value: Int) -> PictureTransform {
    switch value {
    case 2: PictureTransform(a: -1, e: 1)
    case 3: PictureTransform(a: -1, d: -1, e: 1, f: 1)
    case 4: PictureTransform(d: -1, f: 1)
    case 5: PictureTransform(a: 0, b: 1, c: 1, d: 0)
    case 6: PictureTransform(a: 0, b: 1, c: -1, d: 0, e: 1)
    case 7: PictureTransform(a: 0, b: -1, c: -1, d: 0, e: 1, f: 1)
    case 8: PictureTransform(a: 0, b: -1, c: 1, d: 0, f: 1)
    default: .identity
    }
  }

  /// Clockwise quarter turns (`ThumbnailComparer.rotate`), then a left-right
  /// mirror when `mirrored`: the comparer's way from the original to the copy.
  static func turning(_ quarterTurns: Int, mirrored: Bool) -> PictureTransform {
    let turn: PictureTransform =
      switch ((quarterTurns % 4) + 4) % 4 {
      case 1: orientation(6)
      case 2: orientation(3)
      case 3: orientation(8)
      default: .identity
      }
    return mirrored ? turn.then(orientation(2)) : turn
  }

  /// `window` (fractions) stretched over the unit square: what lies
  /// outside it falls outside the picture drawn.
  static func window(_ window: PictureRectangle) -> PictureTransform {
    guard window.width > 0, window.height > 0 else { return .identity }
    return PictureTransform(
      a: 1 / window.width, d: 1 / window.height, e: -window.x / window.width, f: -window.y / window.height)
  }

  /// This map followed by `next`.
  func then(_ next: PictureTransform) -> PictureTransform {
    PictureTransform(
      a: next.a * a + next.c * b, b: next.b * a + next.d * b, c: next.a * c + next.c * d, d: next.b * c + next.d * d,
      e: next.a * e + next.c * f + next.e, f: next.b * e + next.d * f + next.f)
  }

  /// The map back (orientations, turns and windows always have one).
  var inverse: PictureTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return .identity }
    let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
    return PictureTransform(a: ia, b: ib, c: ic, d: id, e: -(ia * e + ic * f), f: -(ib * e + id * f))
  }

  /// Where the point (`x`, `y`) goes.
  func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + e, b * x + d * y + f) }

  /// The rectangle `rectangle` becomes (a turn or mirror of a rectangle is
  /// one).
  func apply(_ rectangle: PictureRectangle) -> PictureRectangle {
    let first = apply(rectangle.x, rectangle.y)
    let second = apply(rectangle.x + rectangle.width, rectangle.y + rectangle.height)
    return PictureRectangle(
      x: min(first.x, second.x), y: min(first.y, second.y), width: abs(second.x - first.x),
      height: abs(second.y - first.y))
  }

  /// `matrix(…)` for a picture drawn `scale` units a side in a drawing as
  /// large (the square scaled by `scale`: the linear part stays, the
  /// translation scales), four decimals at most, fixed (no locale, no
  /// exponent).
  func svg(scale: Double) -> String {
    let values = [a, b, c, d, e * scale, f * scale].map { Self.number($0) }
    return "matrix(" + values.joined(separator: " ") + ")"
  }

  static func number(_ value: Double) -> String {
    let scaled = Int((value * 10_000).rounded())
    guard scaled != 0 else { return "0" }
    let whole = abs(scaled) / 10_000
    var fraction = String(abs(scaled) % 10_000)
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (scaled < 0 ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }
}
