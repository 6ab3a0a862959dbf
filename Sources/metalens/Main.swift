import ArgumentParser
import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// Entry point: runs `MetaLens`, mapping ArgumentParser's usage errors to
/// exit status 2 (its own default is 64).
@main
enum Main {
  static func main() {
    LargeBuffers.mapSeparately()
    let given = Array(CommandLine.arguments.dropFirst())
    // Before parsing, only the locale tells the language.
    let language = Environment().language
    if given.isEmpty {
      Output.print(FirstScreen.text(language))
      exit(ExitStatus.usage)
    }
    let normalised: [String]
    switch CommandLineHabits.normalise(given, catalogue: Catalogue.of(language)) {
    case .arguments(let arguments): normalised = arguments
    case .refused(let message):
      Output.error(message)
      exit(ExitStatus.usage)
    }
    do {
      let arguments = LongPathList(normalised)
      var command = try MetaLens.parseAsRoot(arguments.parserArguments)
      if var inspect = command as? InspectCommand, let paths = arguments.paths {
        inspect.paths = paths
        command = inspect
      }
      try command.run()
    } catch {
      if MetaLens.exitCode(for: error) == .validationFailure {
        Output.error(MetaLens.fullMessage(for: error))
        exit(ExitStatus.usage)
      }
      MetaLens.exit(withError: error)
    }
  }
}
