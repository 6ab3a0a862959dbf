import ArgumentParser
import MetaLensCore

/// What an exhibit carries besides the file: the case details (`--case`,
/// `--examiner`, `--note`, in the page's header and printed footers and in
/// the JSON's `custody`), and where the output goes (`-o`).
struct ExhibitOptions: ParsableArguments {
  @Option(
    name: .customLong("case"),
    help: ArgumentHelp("Case or matter number, shown on the HTML page and its printed footers.", valueName: "id"))
  var caseID: String?

  @Option(name: .long, help: ArgumentHelp("Who examined the file (HTML page, JSON custody).", valueName: "name"))
  var examiner: String?

  @Option(name: .long, help: ArgumentHelp("A note about the examination (HTML page, JSON custody).", valueName: "text"))
  var note: String?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Write the output to this file instead of stdout (needed for --html on a terminal).",
      valueName: "file"))
  var output: String?

  var caseDetails: CaseDetails { CaseDetails(caseID: caseID, examiner: examiner, note: note) }
}
