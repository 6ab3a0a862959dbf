import ArgumentParser
import MetaLensCore
import MetaLensUI

/// `metalens compare ORIGINAL COPY`: was this copy made from that original,
/// and where do the pictures differ? (issue 30: JPEG, HEIC and AVIF
/// pictures; text, JSON and the HTML page to hand over).
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Tell whether a copy was made from an original, and where the pictures differ.",
    usage: "metalens compare [--json | --html [-o <file>]] [--lang <lang>] <original> <copy>",
    discussion: """
      Both files are inspected; their pictures are decoded small, the original turned to the copy's shape, and \
      compared block by block after each is normalised, so that resizing and re-encoding are not differences. \
      The relation is identical (same bytes), derived (the same picture, resized, cropped, turned or mirrored), \
      unrelated (another picture) or undetermined (alike but not one picture, or not decodable within the \
      limits). Regions that differ are given in percent of the copy's picture. JPEG, HEIC and AVIF pictures; \
      a PNG, WebP or other original is refused with what to compare instead.

      EXAMPLES
        metalens compare IMG_1234.jpg "KakaoTalk_20240725_092842023.jpg"
        metalens compare --json original.jpg received.jpg
        metalens compare --html --case 2026-17 -o comparison.html original.jpg received.jpg
      """)

  @Flag var format: CompareFormat?

  @OptionGroup(title: "Hand-over page (--html)") var exhibit: ExhibitOptions

  @Option(
    name: .long,
    help: ArgumentHelp("Language of the text: ko or en (default: from LC_ALL, LC_MESSAGES or LANG).", valueName: "lang")
  )
  var lang: Language?

  @Argument(help: ArgumentHelp("The file the sender says is the original.", valueName: "original"))
  var original: String

  @Argument(help: ArgumentHelp("The copy that was received.", valueName: "copy"))
  var copy: String

  func validate() throws {
    let caseGiven = [exhibit.caseID, exhibit.examiner, exhibit.note].contains { $0 != nil }
    if caseGiven && format != .html {
      throw ValidationError(UsageWords.caseDetailsWithoutComparePage.text(lang ?? Environment().language))
    }
  }

  mutating func run() throws {
    let language = lang ?? Environment().language
    do throws(OutputFile.Failure) {
      try OutputFile.check(html: format == .html, output: exhibit.output, onTerminal: Terminal.isStandardOutput)
      if let path = exhibit.output { try OutputFile.redirect(to: path, inputs: [original, copy]) }
    } catch {
      Output.error(error.message(Catalogue.of(language)))
      throw ExitCode(error.status)
    }
    let comparison: PictureComparison
    do {
      // The page shows both files' pictures and hashes: the exhibit stage.
      let options = InspectionOptions(exhibit: format == .html)
      comparison = try PictureComparer(options: options).compare(original: original, copy: copy)
    } catch {
      // A JSON reader gets a document either way, as from inspect --json.
      if format == .json { Output.print(JSONOutput.encode(ErrorDocument(error))) }
      Output.report(error, language: language)
      throw ExitCode(ExitStatus.unreadable)
    }
    switch format {
    case .json:
      Output.print(JSONOutput.encode(CompareDocument(comparison)))
    case .html:
      let context = Examination.context(language: language, caseDetails: exhibit.caseDetails)
      Output.write(CompareHTMLFormat(comparison: comparison, context: context).page())
    case nil:
      let catalogue = Catalogue.of(language)
      Output.print(CompareText.lines(comparison, catalogue: catalogue).joined(separator: "\n"))
    }
    OutputFile.markWhole()
  }
}
