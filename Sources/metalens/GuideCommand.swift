import ArgumentParser
import MetaLensUI

/// `metalens guide`: every scoring rule, its points, why it matters and its
/// limits, generated from the table the scorer uses.
struct GuideCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "guide",
    abstract: "Explain how the originality score is computed: every rule, its points and its limits.",
    usage: "metalens guide [--json] [--color <when>] [--ascii] [--lang <lang>]")

  @Flag(name: .long, help: "Print the scoring table as JSON.")
  var json = false

  @OptionGroup var display: DisplayOptions

  mutating func run() throws {
    if json {
      Output.print(JSONOutput.encode(GuideDocument()))
    } else {
      let context = display.context()
      Output.print(
        ScoringGuide(model: GuidePresenter().present(symbols: context.symbols, language: context.language)).render(
          in: context))
    }
  }
}
