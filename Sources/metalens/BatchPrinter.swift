import MetaLensCore
import MetaLensUI

#if canImport(Glibc)
  import Glibc
#endif

/// Prints a batch's outcomes in order, keeps the counts the summary and the
/// exit status need, and draws the progress bar on stderr when asked.
final class BatchPrinter {
  let output: InspectOutput
  private let progress: ListedEntries?
  private let progressContext: RenderContext
  /// Leaves out the format's error records: the error line on stderr is in
  /// their place on the same screen, with its hint.
  private let errorsOnStandardErrorOnly: Bool
  /// The language of the error lines on stderr.
  private let language: Language
  /// Leaves out the prologue (a CSV header): `--resume` appends to a file
  /// that has one.
  var appends = false
  private var printed = 0
  private(set) var tally = BatchTally()
  /// Entries handled so far: printed, failed, skipped.
  private(set) var done = 0
  /// Files skipped by `--resume`: already recorded.
  private(set) var resumed = 0
  /// Whether records on stdout share the screen with the progress line,
  /// which must then be cleared before each record.
  private let outputOnScreen: Bool
  private let started = Clock.now
  /// When the first entry was done: the rate is measured from there, so the
  /// process's start and the workers' first file do not slow the estimate.
  private var firstDone: Double?
  private var lastDraw = -Double.infinity
  private var progressShown = false

  /// `progress`, the entries being listed, turns the progress bar on; it is
  /// drawn in `progressContext` (stderr's).
  init(
    output: InspectOutput, progress: ListedEntries?, progressContext: RenderContext,
    errorsOnStandardErrorOnly: Bool = false, language: Language = .en, outputOnScreen: Bool = false
  ) {
    self.language = language
    self.outputOnScreen = outputOnScreen
    self.output = output
    self.errorsOnStandardErrorOnly = errorsOnStandardErrorOnly
    self.progress = progress
    self.progressContext = progressContext
  }

  private var begun = false

  /// Prints a stream's prologue now, or before the first record when the
  /// format prints none without records.
  func begin() {
    if case .stream(let format) = output, format.prologueWithoutRecords { writePrologue(format) }
  }

  private func writePrologue(_ format: any StreamingFormat) {
    guard !begun else { return }
    begun = true
    if let prologue = format.prologue, !appends { Output.write(prologue) }
  }

  func emit(_ outcome: InspectOutcome) {
    if outputOnScreen { clearProgress() }
    switch outcome {
    case .inspected(let record, let report, let notices):
      tally.count(report, notices: notices)
      write(record)
    case .failed(let error, let record):
      tally.unreadable += 1
      clearProgress()
      Output.report(error, language: language)
      if let record, !errorsOnStandardErrorOnly { write(record) }
    case .skipped:
      tally.skipped += 1
    case .resumed:
      resumed += 1
    case .loop(let path):
      tally.skipped += 1
      clearProgress()
      Output.error(CommandLineWords.symlinkLoop(path: path).text(language))
    case .special(let path, let kind):
      tally.skipped += 1
      clearProgress()
      Output.error(CommandLineWords.special(path: TerminalSafe.escape(path), kind).text(language))
    }
    done += 1
    if done == 1 { firstDone = Clock.now }
    drawProgress()
  }

  func finish() {
    clearProgress()
    switch output {
    case .stream(let format):
      if format.prologueWithoutRecords { writePrologue(format) }
      if let epilogue = format.epilogue(tally, records: printed) { Output.write(epilogue) }
    case .document(let format):
      Output.write(document(format))
    }
  }

  /// A document's sections, in input order, until the batch is done.
  private var sections: [any Sendable] = []

  private func write(_ record: RenderedRecord) {
    switch (output, record) {
    case (.stream(let format), .bytes(let bytes)):
      writePrologue(format)
      if printed > 0 { Output.write(format.separator) }
      Output.write(bytes)
      Output.write(format.terminator)
      Output.recordEnd()
    case (.document, .section(let section)):
      sections.append(section)
    case (.stream, .section), (.document, .bytes):
      return  // not made: a worker renders for the printer's own output
    }
    printed += 1
  }

  /// The document from the sections `format` made; outcomes carry them as
  /// `any Sendable`, so they are given back their type here.
  private func document<Format: DocumentFormat>(_ format: Format) -> String {
    format.document(sections.compactMap { $0 as? Format.Section }, tally: tally)
  }

  // MARK: Progress

  /// Draws the line once 50 entries are found, then at most every 0.1 s,
  /// and when the last one is done. Each drawing overwrites the last in
  /// place (carriage return, then clear to the end of the line), so the
  /// line is never blank between two drawings.
  private func drawProgress() {
    guard let progress else { return }
    let complete = progress.complete  // read first: once it is true, `found` is final
    let found = progress.found
    guard found >= Self.progressThreshold else { return }
    let elapsed = Clock.seconds(since: started)
    guard elapsed - lastDraw >= 0.1 || (complete && done == found) else { return }
    lastDraw = elapsed
    frame += 1
    let since = firstDone.map { Clock.seconds(since: $0) } ?? 0
    let rate = done > 1 && since > 0 ? Double(done - 1) / since : elapsed > 0 ? Double(done) / elapsed : 0
    let left = complete && rate > 0 ? Int((Double(found - done) / rate).rounded(.up)) : nil
    let line = ProgressLine(
      done: done, found: found, listingComplete: complete, filesPerSecond: Int(rate), secondsLeft: left,
      frame: frame)
    Output.status("\r" + line.render(in: progressContext) + "\u{1B}[K")
    progressShown = true
  }

  private var frame = 0

  /// Batches smaller than this get no progress bar.
  static let progressThreshold = 50

  private func clearProgress() {
    guard progressShown else { return }
    Output.status("\r\u{1B}[2K")
    progressShown = false
  }
}
