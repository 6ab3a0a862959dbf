import MetaLensCore
import MetaLensUI

#if canImport(Glibc)
  import Glibc
#endif

/// Prints a batch's outcomes in order, keeps the counts the summary and the
/// exit status need, and draws the progress bar on stderr when asked.
final class BatchPrinter {
  let mode: OutputMode
  let single: Bool
  let context: RenderContext
  private let progress: ListedEntries?
  private let progressContext: RenderContext
  private var printed = 0
  private(set) var verdicts: [Verdict: Int] = [:]
  private(set) var unreadable = 0
  private(set) var skipped = 0
  private(set) var lowestScore: Int?
  /// Files read and scored.
  var inspected: Int { verdicts.values.reduce(0, +) }
  private var done = 0
  private let started = Clock.now
  private var lastDraw = -Double.infinity
  private var progressShown = false

  /// `progress`, the entries being listed, turns the progress bar on; it is
  /// drawn in `progressContext` (stderr's), the rest in `context` (stdout's).
  init(mode: OutputMode, single: Bool, context: RenderContext, progress: ListedEntries?, progressContext: RenderContext) {
    self.mode = mode
    self.single = single
    self.context = context
    self.progress = progress
    self.progressContext = progressContext
  }

  func begin() {
    switch mode {
    case .csv: Output.print(CSVFormat.header)
    case .table where !single: Output.print(BatchTable(context: context).header)
    case .json where !single: Output.print("[")
    default: break
    }
  }

  func emit(_ outcome: InspectOutcome) {
    clearProgress()
    switch outcome {
    case .inspected(let output, let score, let verdict):
      verdicts[verdict, default: 0] += 1
      lowestScore = min(lowestScore ?? score, score)
      write(output)
    case .failed(let error, let output):
      unreadable += 1
      Output.report(error)
      if let output { write(output) }
    case .skipped:
      skipped += 1
    case .loop(let path):
      skipped += 1
      Output.error("metalens: \(path): symlink loop, not followed")
    }
    done += 1
    drawProgress()
  }

  func finish() {
    clearProgress()
    switch mode {
    case .json where !single: Output.print(printed > 0 ? "\n]" : "]")
    case .table where !single, .report where !single:
      Output.print("\n" + BatchPresenter().summary(verdicts: verdicts, unreadable: unreadable, skipped: skipped))
    default: break
    }
  }

  private func write(_ output: String) {
    switch mode {
    case .json where !single: Output.write((printed > 0 ? ",\n" : "") + output)
    case .report where printed > 0: Output.print("\n\n" + output)
    default: Output.print(output)
    }
    printed += 1
  }

  // MARK: Progress

  /// Draws the bar once 50 entries are found, then at most every 0.1 s,
  /// and when the last one is done.
  private func drawProgress() {
    guard let progress else { return }
    let complete = progress.complete  // read first: once it is true, `found` is final
    let found = progress.found
    guard found >= Self.progressThreshold else { return }
    let elapsed = Clock.seconds(since: started)
    guard elapsed - lastDraw >= 0.1 || (complete && done == found) else { return }
    lastDraw = elapsed
    let rate = elapsed > 0 ? Int(Double(done) / elapsed) : 0
    let line = ProgressLine(done: done, found: found, listingComplete: complete, filesPerSecond: rate)
    Output.error(line.render(in: progressContext), terminator: "\r")
    progressShown = true
  }

  /// Batches smaller than this get no progress bar.
  static let progressThreshold = 50

  private func clearProgress() {
    guard progressShown else { return }
    Output.error("\u{1B}[2K", terminator: "\r")
    progressShown = false
  }
}
