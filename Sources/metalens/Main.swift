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
      Output.closeOrExit(language: language)
      exit(ExitStatus.usage)
    }
    let normalised: [String]
    switch CommandLineHabits.normalise(given, language: language) {
    case .arguments(let arguments): normalised = arguments
    case .refused(let message):
      Output.error(message)
      exit(ExitStatus.usage)
    }
    var command: any ParsableCommand
    do {
      let arguments = LongPathList(normalised)
      command = try MetaLens.parseAsRoot(arguments.parserArguments)
      if var inspect = command as? InspectCommand, let paths = arguments.paths {
        inspect.paths = paths
        command = inspect
      }
    } catch {
      usageExit(error)
    }
    // The output is written and stdout closed before any exit, and a failed
    // write (a full disk) is reported then: it takes precedence.
    // An -o file is put in place only after the flush (OutputFile).
    do {
      try command.run()
    } catch {
      Output.closeOrExit(language: language, keepingOpen: true)
      OutputFile.finish(language: language)
      if MetaLens.exitCode(for: error) == .validationFailure { usageExit(error) }
      MetaLens.exit(withError: error)
    }
    Output.closeOrExit(language: language, keepingOpen: true)
    OutputFile.finish(language: language)
    Output.closeOrExit(language: language)
  }

  /// ArgumentParser's usage errors exit with 2 (its own default is 64);
  /// help and other errors as ArgumentParser decides.
  private static func usageExit(_ error: any Error) -> Never {
    if MetaLens.exitCode(for: error) == .validationFailure {
      Output.error(MetaLens.fullMessage(for: error))
      Glibc.exit(ExitStatus.usage)
    }
    MetaLens.exit(withError: error)
  }
}
