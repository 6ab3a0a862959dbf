/// A one-line progress bar for long batches: `[#####.....] 120/483 · 950 files/s`.
/// While folders are still being listed, the count after the slash is the
/// files found so far and ends with `+` (`120/200+`); it is the total once
/// the listing is over.
public struct ProgressLine: TextComponent {
  public let done: Int
  public let found: Int
  public let listingComplete: Bool
  public let filesPerSecond: Int

  public init(done: Int, found: Int, listingComplete: Bool, filesPerSecond: Int) {
    self.done = done
    self.found = found
    self.listingComplete = listingComplete
    self.filesPerSecond = filesPerSecond
  }

  public func render(in context: RenderContext) -> String {
    let speed = context.catalogue.text("progress.rate", .integer(filesPerSecond))
    let counter = " \(done)/\(found)\(listingComplete ? "" : "+") \(context.symbols.info) \(speed)"
    // The line stays one column short of the width (a full line would wrap
    // on some terminals), brackets included.
    let barWidth = max(10, min(40, context.width - 1 - TextLayout.width(of: counter) - 2))
    let filled = found > 0 ? min(barWidth, barWidth * done / found) : 0
    let bar =
      String(repeating: context.symbols.barFull, count: filled)
      + String(repeating: context.symbols.barEmpty, count: barWidth - filled)
    return TextLayout.truncate("[" + bar + "]" + counter, to: context.width - 1, ellipsis: "")
  }
}
