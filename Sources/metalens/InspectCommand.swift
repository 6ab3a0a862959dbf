import ArgumentParser
import MetaLensCore
import MetaLensUI

#if canImport(Glibc)
  import Glibc
#endif

/// `metalens inspect`: the report for one file, or a table (or JSON, NDJSON,
/// CSV) for many, read in parallel and printed in input order.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Report whether photos look original, edited, stripped or generated, with the evidence.",
    usage: "metalens [inspect] [<options>] <path> ...",
    discussion: """
      One file gets the full report; several files or a folder get a table and a summary by verdict (--full prints every report instead). Folders are read in name order; a file in them is skipped only when it is plainly not an image (no image extension, no image signature). Output comes in the order of the inputs whatever --jobs is. A path of - reads one image from standard input; put -- before a path that starts with a dash.

      EXAMPLES
        metalens photo.jpg                      the report for one photo
        metalens -r folder --csv > report.csv   one CSV row per photo in folder
        metalens -r --ext jpg,heic uploads      only these extensions in folders
        metalens --fail-under 60 uploads        exit 3 if a photo scores below 60
        metalens --html --case 2026-17 -o exhibit.html photo.jpg
                                                a page to hand over, with the case
        curl -s https://example.com/a.jpg | metalens -

      CSV COLUMNS
      \(csvColumns)

      \(ExitStatusText.lines)
      """)

  /// The CSV columns, wrapped under 78 columns with a two-space indent,
  /// then the ones `--hash` adds.
  static var csvColumns: String {
    let hashed = "--hash adds " + CSVFormat.hashColumns.joined(separator: ", ") + "; --fields picks and orders any."
    return ([CSVFormat.columns.joined(separator: ", ")] + [hashed]).flatMap { TextLayout.wrap($0, to: 74) }
      .map { "  " + $0 }.joined(separator: "\n")
  }

  @Argument(help: ArgumentHelp("Image files and folders to inspect; - for standard input.", valueName: "path"))
  var paths: [String] = []

  @Flag(name: .shortAndLong, help: "Walk folders recursively.")
  var recursive = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Only read files with these extensions in folders, e.g. jpg,heic; may be repeated.", valueName: "list"))
  var ext: [String] = []

  @Flag(name: .long, help: "Include hidden files and folders (names starting with a dot).")
  var hidden = false

  @Flag(
    name: .long,
    help: "Follow symlinks that lead out of the folders given (by default they are named and not followed).")
  var followLinks = false

  @Option(name: .shortAndLong, help: ArgumentHelp("Files read at once (default: the number of cores).", valueName: "n"))
  var jobs: Int?

  @Flag var machine: MachineFormat?

  @Flag(name: .long, help: "Read the headers only: skip the image-data analysis (for triage of huge folders).")
  var metadataOnly = false

  @Flag(name: .long, help: "Print the full report for every file, even for several.")
  var full = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Exit with status 3 when any file scores below this (0-100), for ingest pipelines.", valueName: "score"))
  var failUnder: Int?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also trust C2PA signers that chain to the certificates in this PEM file (repeatable).",
      discussion: "The official C2PA Trust List is always used.", valueName: "file.pem"))
  var trustAnchors: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also trust C2PA signers that chain to a trusted CA of this trust list (repeatable).",
      discussion:
        "The list in the C2PA's JSON form (C2PA-TRUST-LIST.json); the JSON output names the list that trusted the signer.",
      valueName: "list.json"))
  var trustList: [String] = []

  @OptionGroup var batch: LargeBatchOptions

  @OptionGroup var display: DisplayOptions

  @OptionGroup var exhibit: ExhibitOptions

  func validate() throws {
    let language = display.language
    if let failUnder, !(0...100).contains(failUnder) { throw ValidationError(UsageWords.failUnder.text(language)) }
    if let jobs, !(1...256).contains(jobs) { throw ValidationError(UsageWords.jobs.text(language)) }
    if extensions?.isEmpty == true { throw ValidationError(UsageWords.noExtension.text(language)) }
    if full && machine != nil { throw ValidationError(UsageWords.fullWithMachineFormat.text(language)) }
    let caseGiven = [exhibit.caseID, exhibit.examiner, exhibit.note].contains { $0 != nil }
    if caseGiven && ![.html, .json, .ndjson].contains(machine) {
      throw ValidationError(UsageWords.caseDetailsWithoutDocument.text(language))
    }
    if paths.isEmpty && batch.filesFrom == nil { throw ValidationError(UsageWords.missingPath.text(language)) }
    try batch.validate(machine: machine, language: language)
  }

  mutating func run() throws {
    let language = display.language
    let words = Catalogue.of(language)
    do throws(OutputFile.Failure) {
      try OutputFile.check(html: machine == .html, output: exhibit.output, onTerminal: Terminal.isStandardOutput)
      if let path = exhibit.output { try OutputFile.redirect(to: path, inputs: paths) }
    } catch {
      Output.error(error.message(words))
      throw ExitCode(error.status)
    }
    let options = BatchOptions(
      recursive: recursive, extensions: extensions, includeHidden: hidden, followLinksOutside: followLinks)
    let single = paths.count == 1 && batch.filesFrom == nil && !isDirectory(paths[0])
    let output = self.output(single: single)
    let list = try fileList(language)
    let files = ListedEntries(
      FileCollector(inputs: paths, options: options), list: list,
      listAgain: list.flatMap { PathList(path: $0.name, nullSeparated: batch.null, regularFileOnly: true) })
    let showsProgress = !single && (Terminal.isStandardError || batch.progress)
    let stopping: @Sendable () -> Bool = { Interrupts.received != 0 || Output.failure != 0 }
    if showsProgress { files.countAhead(stopping: stopping) }
    let printer = BatchPrinter(
      output: output, progress: showsProgress ? files : nil, progressContext: display.errorContext(),
      // A table on the terminal that also shows stderr: one line per error.
      errorsOnStandardErrorOnly: output.isTable && Terminal.outputsShareTerminal, language: display.language,
      outputOnScreen: Terminal.isStandardOutput)
    let trust = try TrustAnchorFiles.trustList(trustAnchors, lists: trustList, language: display.language)
    var worker = InspectWorker(
      output: output,
      inspector: Inspector(
        options: InspectionOptions(exhibit: machine == .html, trust: trust, metadataOnly: metadataOnly)))
    worker.hashes = batch.hashes
    if let resume = batch.resume {
      worker.recorded = try ResumeRun.records(resume, csv: machine == .csv, language: language)
      printer.appends = true
    }
    Interrupts.catchSignals()
    printer.begin()
    // One file needs no worker threads; starting them costs more than the read.
    OrderedParallelMap<BatchItem, InspectOutcome>(jobs: single ? 1 : jobs ?? Self.cores).run(
      files, transform: { [worker] in worker.inspect($0) }, emit: printer.emit,
      stopping: stopping)
    printer.finish()
    // Every record is written, an interrupted batch's too: -o keeps them.
    OutputFile.markWhole()
    if batch.resume != nil { Output.error(CommandLineWords.resumed(printer.resumed).text(language)) }
    try stopIfInterrupted(printer, files: files, language: language)
    if let list, let reason = list.failure {
      Output.error(CommandLineWords.filesFrom(path: list.name, reason: reason).text(language))
      throw ExitCode(ExitStatus.unreadable)
    }
    if printer.tally.unreadable > 0 { throw ExitCode(ExitStatus.unreadable) }
    if printer.tally.inspected == 0 && printer.resumed == 0 {
      // An empty folder, or one without images, is more likely a wrong path
      // than a clean batch; a pipeline should not take it for a pass.
      Output.error(CommandLineWords.noImages(recursive: recursive).text(language))
      throw ExitCode(ExitStatus.unreadable)
    }
    if let failUnder, let lowest = printer.tally.lowestScore, lowest < failUnder {
      throw ExitCode(ExitStatus.belowThreshold)
    }
  }

  /// The machine format asked for; else the report for one file (or for
  /// each with `--full`), the table for several.
  private func output(single: Bool) -> InspectOutput {
    if let machine {
      return machine.output(
        single: single, html: Examination.context(language: display.language, caseDetails: exhibit.caseDetails),
        csvColumns: batch.csvColumns, custody: exhibit.caseDetails)
    }
    if single || full { return .stream(ReportFormat(context: display.context(), summarises: !single)) }
    let table = display.tableContext()
    return .stream(TableFormat(context: table.context, cutsPaths: table.cutsPaths))
  }

  /// `--ext jpg,.JPEG --ext png` as `["jpg", "jpeg", "png"]`; empty names are left out, so
  /// `--ext ""` is an empty set (a usage error) rather than a filter that
  /// selects nothing.
  private var extensions: Set<String>? {
    guard !ext.isEmpty else { return nil }
    var result = Set<String>()
    for part in ext.flatMap({ $0.split(separator: ",") }) {
      let name = String(part).trimmed.lowercased()
      let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
      if !bare.isEmpty { result.insert(bare) }
    }
    return result
  }

  private func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
