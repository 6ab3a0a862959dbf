/// A one-line progress bar for long batches:
/// `[#####.....] 120/483 · 950 files/s · 0:04 left`.
///
/// While folders are still being listed the total is not known (the
/// listing runs just ahead of the reads), so there is no bar and no time
/// left, only a spinner, the count and `listing…`: a bar measured against
/// the files found so far would sit near its end the whole time. The time
/// left appears once the listing is over, from the rate so far.
public struct ProgressLine: TextComponent {
  public let done: Int
  public let found: Int
  public let listingComplete: Bool
  public let filesPerSecond: Int
  /// Seconds left at the rate so far, once the total is known.
  public let secondsLeft: Int?
  /// Which spinner frame to draw while listing (any number; it wraps).
  public let frame: Int

  public init(
    done: Int, found: Int, listingComplete: Bool, filesPerSecond: Int, secondsLeft: Int? = nil, frame: Int = 0
  ) {
    self.done = done
    self.found = found
    self.listingComplete = listingComplete
    self.filesPerSecond = filesPerSecond
    self.secondsLeft = secondsLeft
    self.frame = frame
  }

  public func render(in context: RenderContext) -> String {
    let words = context.catalogue
    let dot = " \(context.symbols.info) "
    let speed = words.text(BatchWords.rate(filesPerSecond: filesPerSecond))
    guard listingComplete else {
      let spinner = context.unicode ? Self.unicodeFrames : Self.asciiFrames
      let line =
        "\(spinner[frame % spinner.count]) \(done)/\(found)+" + dot + words.text(BatchWords.listing) + dot + speed
      return TextLayout.truncate(line, to: context.width - 1, ellipsis: "")
    }
    var counter = " \(done)/\(found)" + dot + speed
    if let secondsLeft { counter += dot + words.text(BatchWords.timeLeft(duration: Self.duration(secondsLeft))) }
    // The line stays one column short of the width (a full line would wrap
    // on some terminals), brackets included.
    let barWidth = max(10, min(40, context.width - 1 - TextLayout.width(of: counter) - 2))
    let filled = found > 0 ? min(barWidth, barWidth * done / found) : 0
    let bar =
      String(repeating: context.symbols.barFull, count: filled)
      + String(repeating: context.symbols.barEmpty, count: barWidth - filled)
    return TextLayout.truncate("[" + bar + "]" + counter, to: context.width - 1, ellipsis: "")
  }

  private static let unicodeFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  private static let asciiFrames = ["|", "/", "-", "\\"]

  /// `0:07`, `12:30`, `1:02:03`.
  static func duration(_ seconds: Int) -> String {
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
  }
}
