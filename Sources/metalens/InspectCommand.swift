import ArgumentParser
import MetaLensCore
import MetaLensUI

/// `metalens inspect`: the report for each file.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Report whether each photo looks original, edited, stripped or generated, with the evidence.",
    discussion: """
      EXIT STATUS
        0  every file was inspected, whatever its verdict
        1  at least one file could not be read
        2  usage error
        3  every file was read, but a score is below --fail-under
      """)

  @Flag(name: .long, help: "Print the report as versioned JSON (an array for several files).")
  var json = false

  @Option(name: .long, help: "Exit with status 3 when any file scores below this (0-100), for ingest pipelines.")
  var failUnder: Int?

  @OptionGroup var display: DisplayOptions

  @Argument(help: "Image files to inspect.")
  var files: [String]

  func validate() throws {
    if let failUnder, !(0...100).contains(failUnder) {
      throw ValidationError("--fail-under takes a score from 0 to 100.")
    }
  }

  mutating func run() throws {
    var unreadable = false
    var lowestScore = 100
    var documents: [InspectDocument] = []
    let context = display.context()
    var reports: [String] = []
    for path in files {
      let metadata: PhotoMetadata
      do {
        metadata = try PhotoMetadataService().read(path: path)
      } catch {
        unreadable = true
        Output.report(error)
        continue
      }
      let report = OriginalityScorer().score(metadata)
      lowestScore = min(lowestScore, report.score)
      if json {
        documents.append(InspectDocument(metadata: metadata, report: report))
      } else {
        let model = ReportPresenter().present(metadata, report: report, symbols: context.symbols)
        reports.append(ReportView(model: model).render(in: context))
      }
    }
    if json {
      if files.count == 1, let document = documents.first {
        Output.print(try JSONOutput.encode(document))
      } else if files.count > 1 {
        Output.print(try JSONOutput.encode(documents))
      }
    } else if !reports.isEmpty {
      Output.print(reports.joined(separator: "\n\n\n"))
    }
    if unreadable { throw ExitCode(ExitStatus.unreadable) }
    if let failUnder, lowestScore < failUnder { throw ExitCode(ExitStatus.belowThreshold) }
  }
}
