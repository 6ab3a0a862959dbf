import ArgumentParser

/// The `metalens` command: subcommands for the report, the raw tags and the
/// scoring guide.
///
/// Help text is written for 80 columns: ArgumentParser wraps each line of a
/// discussion again and sends wrapped lines of an indented list back to
/// column 0, so paragraphs are single lines here and list lines are kept
/// under 78 columns (`HelpTests` checks both help pages at COLUMNS=80).
struct MetaLens: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "metalens",
    abstract: "Tell whether a photo is an original, or edited, re-saved, stripped or generated.",
    usage: """
      metalens [inspect] [<options>] <path> ...
      metalens tags [--json] <file>
      metalens guide [--json]
      """,
    discussion: """
      metalens only reads files: it never writes them and never sends them anywhere. `inspect` is the default: `metalens photo.jpg` is `metalens inspect photo.jpg`.

      EXAMPLES
        metalens photo.jpg                      the report for one photo
        metalens -r folder --csv > report.csv   one CSV row per photo in folder
        metalens --fail-under 60 uploads        exit 3 if a photo scores below 60
        metalens tags photo.jpg                 every tag, named as ExifTool does
        metalens guide                          how the score is computed

      \(ExitStatusText.lines)

      Colour appears only when stdout is a terminal (override with --color, or NO_COLOR); the width follows the terminal or COLUMNS.

      Text and HTML are in Korean or English: --lang ko|en, else the locale (LC_ALL, LC_MESSAGES, LANG; ko_KR.UTF-8 is Korean). JSON, NDJSON and CSV are the same in every language. This help stays in English.
      """,
    version: BuildVersion.text,
    subcommands: [InspectCommand.self, TagsCommand.self, GuideCommand.self, CompareCommand.self],
    defaultSubcommand: InspectCommand.self
  )
}
