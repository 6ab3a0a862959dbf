/// Takes a long list of paths out of the command line before ArgumentParser
/// sees it, and gives it back to `inspect` afterwards.
///
/// Why: ArgumentParser (1.8) merges every positional value into the set of
/// inputs seen so far, so parsing is quadratic in the number of paths:
/// 2,000 paths took 0.19 s, 8,000 took 2.5 s and 32,000 took 36 s before a
/// single file was read. A shell glob over a large folder passes that many.
/// Only `inspect` takes many paths; a short list (the usual case) is left to
/// ArgumentParser untouched.
struct LongPathList {
  /// Above this many paths the list is taken out; below it the parse costs
  /// under a millisecond.
  static let threshold = 64
  /// The `inspect` options that take a value: the token after them is that
  /// value, not a path. `LongPathListTests` checks this against the options
  /// ArgumentParser itself reports.
  static let valueOptions: Set<String> = [
    "--ext", "--jobs", "-j", "--fail-under", "--color", "--trust-anchors", "--trust-list", "--lang", "--files-from",
    "--resume", "--fields", "--case", "--examiner", "--note", "--output", "-o",
  ]
  /// The first words that name a subcommand (ArgumentParser adds `help`).
  static let subcommands = Set(
    MetaLens.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])

  /// What ArgumentParser is given: the options, then `--` and the first path
  /// (so the required argument is present and read as a path even if it
  /// starts with a dash).
  let parserArguments: [String]
  /// Every path, in command-line order; nil when the list was short and
  /// left in `parserArguments`.
  let paths: [String]?

  init(_ arguments: [String]) {
    let explicit = arguments.first.map(Self.subcommands.contains) ?? false
    guard !explicit || arguments.first == "inspect" else {
      (parserArguments, paths) = (arguments, nil)
      return
    }
    var options: [String] = explicit ? ["inspect"] : []
    var paths: [String] = []
    var index = explicit ? 1 : 0
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if token == "--" {
        paths += arguments[index...]
        break
      }
      guard token.hasPrefix("-"), token != "-" else {
        paths.append(token)
        continue
      }
      options.append(token)
      if Self.takesValue(token), index < arguments.count {
        options.append(arguments[index])
        index += 1
      }
    }
    guard paths.count > Self.threshold, let first = paths.first else {
      (parserArguments, self.paths) = (arguments, nil)
      return
    }
    (parserArguments, self.paths) = (options + ["--", first], paths)
  }

  /// `--jobs`, `-j`, and a group of short flags ending in one that takes a
  /// value (`-rj`); `--jobs=4` carries its own value.
  static func takesValue(_ token: String) -> Bool {
    if valueOptions.contains(token) { return true }
    guard !token.hasPrefix("--"), !token.contains("="), let last = token.last, token.count > 2 else { return false }
    return valueOptions.contains("-\(last)")
  }
}
