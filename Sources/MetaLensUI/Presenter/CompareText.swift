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
    if let why = comparison.why { lines.append(catalogue.text(CompareWords.reason(why: catalogue.text(why)))) }
    lines += facts(comparison, catalogue: catalogue)
    if comparison.relation == .derived {
      if comparison.regions.isEmpty {
        lines.append(catalogue.text(CompareWords.noRegions))
      } else {
        lines.append(catalogue.text(CompareWords.regions(count: comparison.regions.count)))
        for region in comparison.regions {
          lines.append("  " + self.region(region, catalogue: catalogue))
        }
      }
    }
    if comparison.metadata.isEmpty {
      lines.append(catalogue.text(CompareWords.noMetadataDifference))
    } else {
      lines.append(catalogue.text(CompareWords.metadataDiffers))
      for difference in comparison.metadata {
        let worded = CompareWords.difference(difference, catalogue: catalogue)
        lines.append(
          "  " + worded.field + ": " + TerminalSafe.escape(worded.original) + " → " + TerminalSafe.escape(worded.copy))
      }
    }
    // The files' names and every value from them: escaped line by line
    // (issue 61.5: a name with ESC, OSC 0 or RLO reached the terminal).
    return lines.map(TerminalSafe.escape)
  }

  /// The files compared at reduced scale, the geometry, the crop, the
  /// mirror and the copy's encoding, one line each (the text and the HTML
  /// page say them alike).
  static func facts(_ comparison: PictureComparison, catalogue: Catalogue) -> [String] {
    var lines = comparison.reducedScale.map { TerminalSafe.escape(catalogue.text($0)) }
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
    return lines
  }

  /// One region: where, how large, how strong.
  static func region(_ region: ComparedRegion, catalogue: Catalogue) -> String {
    catalogue.text(
      CompareWords.region(
        x: percent(region.x), y: percent(region.y), width: percent(region.width), height: percent(region.height),
        strength: SummaryText.fixed(region.strength, decimals: 1)))
  }

  static func percent(_ fraction: Double) -> Int { Int((fraction * 100).rounded()) }
}
