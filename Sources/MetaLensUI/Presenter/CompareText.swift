import MetaLensCore

/// `metalens compare`'s text: the relation in words, the geometry, how the
/// copy was encoded (the received-copies words), where the pictures differ
/// and what metadata differs; one line each, as the report's card would say
/// them.
public enum CompareText {
  public static func lines(_ comparison: PictureComparison, catalogue: Catalogue) -> [String] {
    var lines = [
      catalogue.text("compare.relation.\(comparison.relation.rawValue)"),
      catalogue.text("compare.original", .text(comparison.original.file.path)),
      catalogue.text("compare.copy", .text(comparison.copy.file.path)),
    ]
    if let reason = comparison.reason { lines.append(catalogue.text("compare.reason", .text(reason))) }
    if let scale = comparison.scale, comparison.relation == .derived {
      lines.append(
        catalogue.text(
          "compare.geometry", .text(String(Int((scale * 100).rounded()))), .integer(comparison.quarterTurns * 90)))
    }
    if let crop = comparison.crop {
      lines.append(
        catalogue.text(
          "compare.crop", .integer(percent(crop.width)), .integer(percent(crop.height)), .integer(percent(crop.x)),
          .integer(percent(crop.y))))
    }
    if comparison.mirrored { lines.append(catalogue.text("compare.mirrored")) }
    let longEdge = comparison.copy.summary.width.flatMap { width in
      comparison.copy.summary.height.map { max(width, $0) }
    }
    if let encoding = FileOriginText.text(comparison.copy.report.fileOrigin, longEdge: longEdge, catalogue: catalogue) {
      lines.append(catalogue.text("compare.encoding", .text(encoding)))
    }
    if comparison.relation == .derived {
      if comparison.regions.isEmpty {
        lines.append(catalogue.text("compare.regions.none"))
      } else {
        lines.append(catalogue.text("compare.regions", .integer(comparison.regions.count)))
        for region in comparison.regions {
          lines.append(
            "  "
              + catalogue.text(
                "compare.region", .integer(percent(region.x)), .integer(percent(region.y)),
                .integer(percent(region.width)), .integer(percent(region.height)),
                .text(SummaryText.fixed(region.strength, decimals: 1))))
        }
      }
    }
    if comparison.metadata.isEmpty {
      lines.append(catalogue.text("compare.metadata.none"))
    } else {
      lines.append(catalogue.text("compare.metadata"))
      let absent = catalogue.text("compare.absent")
      for difference in comparison.metadata {
        lines.append(
          "  " + difference.field + ": " + TerminalSafe.escape(difference.original ?? absent) + " → "
            + TerminalSafe.escape(difference.copy ?? absent))
      }
    }
    return lines
  }

  static func percent(_ fraction: Double) -> Int { Int((fraction * 100).rounded()) }
}
