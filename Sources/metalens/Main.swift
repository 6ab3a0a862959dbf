import ArgumentParser

#if canImport(Glibc)
  import Glibc
#endif

/// Entry point: runs `MetaLens`, mapping ArgumentParser's usage errors to
/// exit status 2 (its own default is 64).
@main
enum Main {
  static func main() {
    do {
      var command = try MetaLens.parseAsRoot()
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
