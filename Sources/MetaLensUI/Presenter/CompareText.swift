import MetaLensCore

/// `metalens compare`'s text: the relation in words, the geometry, how the
/// copy was encoded (the received-copies words), where the pictures differ
/// and what metadata differs; one line each, as the report's card would say
/// them.
public enum CompareText {
  public static func lines(_ comparison: PictureComparison, catalogue: Catalogue) -> [String] {
    var lines = [
      catalogue.text(CompareWords.relation(comparison.relation)),
      catalogue.text(CompareWords.original(path: comparison.original.file.path)),
      catalogue.text(CompareWords.copy(path: comparison.copy.file.path)),
    ]
    if let reason = comparison.reason { lines.append(catalogue.text(CompareWords.reason(why: reason))) }
    if let scale = comparison.scale, comparison.relation == .derived {
      lines.append(
        catalogue.text(
          CompareWords.geometry(percent: Int((scale * 100).rounded()), degrees: comparison.quarterTurns * 90)))
    }
    if let crop = comparison.crop {
      lines.append(
        catalogue.text(
          CompareWords.crop(
            width: percent(crop.width), height: percent(crop.height), x: percent(crop.x), y: percent(crop.y))))
    }
    if comparison.mirrored { lines.append(catalogue.text(CompareWords.mirrored)) }
    let longEdge = comparison.copy.summary.width.flatMap { width in
      comparison.copy.summary.height.map { max(width, $0) }
    }
    if let encoding = FileOriginText.text(comparison.copy.report.fileOrigin, longEdge: longEdge, catalogue: catalogue) {
      lines.append(catalogue.text(CompareWords.encoding(copy: encoding)))
    }
    if comparison.relation == .derived {
      if comparison.regions.isEmpty {
        lines.append(catalogue.text(CompareWords.noRegions))
      } else {
        lines.append(catalogue.text(CompareWords.regions(count: comparison.regions.count)))
        for region in comparison.regions {
          lines.append(
            "  "
              + catalogue.text(
                CompareWords.region(
                  x: percent(region.x), y: percent(region.y), width: percent(region.width),
                  height: percent(region.height), strength: SummaryText.fixed(region.strength, decimals: 1))))
        }
      }
    }
    if comparison.metadata.isEmpty {
      lines.append(catalogue.text(CompareWords.noMetadataDifference))
    } else {
      lines.append(catalogue.text(CompareWords.metadataDiffers))
      let absent = catalogue.text(CompareWords.absent)
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
