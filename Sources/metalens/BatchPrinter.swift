import MetaLensCore
import MetaLensUI

#if canImport(Glibc)
  import Glibc
#endif

/// Prints a batch's outcomes in order, keeps the counts the summary and the
/// exit status need, and draws the progress bar on stderr when asked.
final class BatchPrinter {
  let format: any OutputFormat
  private let progress: ListedEntries?
  private let progressContext: RenderContext
  /// Leaves out the format's error records: the error line on stderr is in
  /// their place on the same screen, with its hint.
  private let errorsOnStandardErrorOnly: Bool
  /// The language of the error lines on stderr.
  private let language: Language
  private var printed = 0
  private(set) var tally = BatchTally()
  private var done = 0
  private let started = Clock.now
  private var lastDraw = -Double.infinity
  private var progressShown = false

  /// `progress`, the entries being listed, turns the progress bar on; it is
  /// drawn in `progressContext` (stderr's).
  init(
    format: any OutputFormat, progress: ListedEntries?, progressContext: RenderContext,
    errorsOnStandardErrorOnly: Bool = false, language: Language = .en
  ) {
    self.language = language
    self.format = format
    self.errorsOnStandardErrorOnly = errorsOnStandardErrorOnly
    self.progress = progress
    self.progressContext = progressContext
  }

  private var begun = false

  /// Prints the prologue now, or before the first record when the format
  /// prints none without records.
  func begin() {
    if format.prologueWithoutRecords { writePrologue() }
  }

  private func writePrologue() {
    guard !begun else { return }
    begun = true
    if let prologue = format.prologue { Output.write(prologue) }
  }

  func emit(_ outcome: InspectOutcome) {
    clearProgress()
    switch outcome {
    case .inspected(let output, let report, let notices):
      tally.count(report, notices: notices)
      write(output)
    case .failed(let error, let output):
      tally.unreadable += 1
      Output.report(error, language: language)
      if let output, !errorsOnStandardErrorOnly { write(output) }
    case .skipped:
      tally.skipped += 1
    case .loop(let path):
      tally.skipped += 1
      Output.error(Catalogue.of(language).text("cli.symlink-loop", .text(path)))
    }
    done += 1
    drawProgress()
  }

  func finish() {
    clearProgress()
    if format.collectsRecords {
      Output.write(format.document(collected, tally: tally))
    } else if format.prologueWithoutRecords {
      writePrologue()
    }
    if let epilogue = format.epilogue(tally, records: printed) { Output.write(epilogue) }
  }

  /// The records of a format that writes one document at the end.
  private var collected: [String] = []

  private func write(_ record: [UInt8]) {
    if format.collectsRecords {
      collected.append(String(decoding: record, as: UTF8.self))
    } else {
      writePrologue()
      if printed > 0 { Output.write(format.separator) }
      Output.write(record)
      Output.write(format.terminator)
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
