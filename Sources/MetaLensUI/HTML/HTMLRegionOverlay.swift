import MetaLensCore

/// What is drawn over the preview: the double-compression map as a heat
/// overlay (red where blocks look compressed once, blue twice; nothing where
/// too few coefficients spoke) and each region outlined with its number, the
/// number the flags list gives it. One inline SVG in fractions of the
/// upright picture (viewBox 1000 × 1000, stretched over the preview), so
/// the page stays one deterministic file.
struct HTMLRegionOverlay {
  let regions: [PictureRegion]
  let map: CompressionMap?

  var isEmpty: Bool { regions.isEmpty && map == nil }

  func render() -> String {
    guard !isEmpty else { return "" }
    var shapes: [String] = []
    if let map {
      let (w, h) = (1000.0 / Double(map.columns), 1000.0 / Double(map.rows))
      for (index, lean) in map.cells.enumerated() {
        guard let lean, lean != 0 else { continue }
        let (x, y) = (Double(index % map.columns) * w, Double(index / map.columns) * h)
        let colour = lean < 0 ? "#d62728" : "#1f77b4"
        let opacity = Double(min(100, abs(lean))) / 200
        shapes.append(
          "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(w))\" "
            + "height=\"\(Self.number(h))\" fill=\"\(colour)\" fill-opacity=\"\(Self.number(opacity))\"/>")
      }
    }
    for (index, region) in regions.enumerated() {
      let (x, y) = (region.x * 1000, region.y * 1000)
      shapes.append(
        "<rect class=\"region\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
          + "width=\"\(Self.number(region.width * 1000))\" height=\"\(Self.number(region.height * 1000))\"/>"
          + "<text x=\"\(Self.number(x + 8))\" y=\"\(Self.number(y + 48))\">\(index + 1)</text>")
    }
    return "<svg class=\"overlay\" viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
      + shapes.joined() + "</svg>"
  }

  /// A coordinate with at most one decimal, fixed (no locale, no exponent).
  static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
  }
}
