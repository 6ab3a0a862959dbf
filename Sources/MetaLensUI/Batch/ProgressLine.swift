/// A one-line progress bar for long batches: `[#####.....] 120/483 · 950 files/s`.
public struct ProgressLine: TextComponent {
  public let done: Int
  public let total: Int
  public let filesPerSecond: Int

  public init(done: Int, total: Int, filesPerSecond: Int) {
    self.done = done
    self.total = total
    self.filesPerSecond = filesPerSecond
  }

  public func render(in context: RenderContext) -> String {
    let counter = " \(done)/\(total) \(context.symbols.info) \(filesPerSecond) files/s"
    // The line stays one column short of the width (a full line would wrap
    // on some terminals), brackets included.
    let barWidth = max(10, min(40, context.width - 1 - counter.count - 2))
    let filled = total > 0 ? min(barWidth, barWidth * done / total) : 0
    let bar = String(repeating: context.symbols.barFull, count: filled)
      + String(repeating: context.symbols.barEmpty, count: barWidth - filled)
    return TextLayout.truncate("[" + bar + "]" + counter, to: context.width - 1, ellipsis: "")
  }
}
