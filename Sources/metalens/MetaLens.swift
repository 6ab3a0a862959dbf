import ArgumentParser

/// The `metalens` command: subcommands for the report, the raw tags and the
/// scoring guide.
struct MetaLens: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "metalens",
    abstract: "Tell whether a photo is an original, or edited, re-saved, stripped or generated.",
    discussion: """
      metalens only reads files: it never writes them and never sends them anywhere.

      EXIT STATUS
        0  every file was inspected, whatever its verdict
        1  at least one file could not be read (missing, not an image, truncated, a directory
           given to tags), or inspect found no image in the paths given
        2  usage error
        3  inspect --fail-under N: every file was read, but a score is below N

      Colour appears only when stdout is a terminal (override with --color, or NO_COLOR);
      the width follows the terminal or COLUMNS, between 40 and 120 columns.
      """,
    version: "0.1.0",
    subcommands: [InspectCommand.self, TagsCommand.self, GuideCommand.self],
    defaultSubcommand: InspectCommand.self
  )
}
