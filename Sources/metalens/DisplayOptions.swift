import ArgumentParser
import MetaLensCore
import MetaLensUI

/// How the text output is drawn; shared by `inspect` and `guide`.
struct DisplayOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Language of the text: ko or en (default: from LC_ALL, LC_MESSAGES or LANG).", valueName: "lang"))
  var lang: Language?

  /// `--lang`, else the locale's language. Machine output does not use it.
  var language: Language { lang ?? Environment().language }

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Colour: auto (only when stdout is a terminal and NO_COLOR is unset), always or never.", valueName: "when"))
  var color: ColorChoice = .auto

  @Flag(name: .long, help: "Draw with ASCII characters only (the default when the locale is not UTF-8).")
  var ascii = false

  /// The render context for stdout, from these options and the environment:
  /// the terminal's width (COLUMNS first), colour, and UTF-8 support.
  func context() -> RenderContext {
    let environment = Environment()
    return RenderContext(
      width: environment.columns ?? Terminal.width ?? 80,
      color: useColor(environment),
      unicode: !ascii && environment.localeIsUTF8, language: language)
  }

  /// The render context for the batch table, and whether paths are cut to
  /// its width: as wide as the terminal or COLUMNS, past 120 too. When
  /// neither is known (a pipe, a file), the other columns are laid out for
  /// 120 and paths are left whole, so `| grep` and `> out.txt` see them.
  func tableContext() -> (context: RenderContext, cutsPaths: Bool) {
    let environment = Environment()
    let known = environment.columns ?? Terminal.width
    return (
      RenderContext(
        width: known ?? RenderContext.widthRange.upperBound, color: useColor(environment),
        unicode: !ascii && environment.localeIsUTF8, widest: RenderContext.widestTable, language: language),
      known != nil
    )
  }

  /// The render context for the progress line on stderr: stderr's
  /// terminal width (COLUMNS first), no colour.
  func errorContext() -> RenderContext {
    let environment = Environment()
    return RenderContext(
      width: environment.columns ?? Terminal.errorWidth ?? 80, unicode: !ascii && environment.localeIsUTF8,
      language: language)
  }

  private func useColor(_ environment: Environment) -> Bool {
    switch color {
    case .always: return true
    case .never: return false
    case .auto: return Terminal.isStandardOutput && !environment.noColor && environment.term != "dumb"
    }
  }
}
