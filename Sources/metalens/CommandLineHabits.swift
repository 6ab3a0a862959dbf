import MetaLensCore

/// Rewrites the habits of other tools into what ArgumentParser accepts, or
/// refuses with a better message than it would give, before it parses
/// `inspect`'s arguments. ArgumentParser (1.8) takes neither a short option
/// glued to its value (`-j4`) nor a negative number as a value
/// (`--fail-under -5` is "missing value"), and reads `-dash.jpg` as the flags
/// `-d -a -s -h`, which prints the help and exits 0.
enum CommandLineHabits {
  enum Outcome: Equatable {
    case arguments([String])
    /// A usage error, worded for stderr.
    case refused(String)
  }

  /// Options of `inspect` that take a value, in every spelling.
  static let valueOptions = LongPathList.valueOptions
  /// Short options that are flags (`-0` is `--null`); `-j` takes a value.
  static let shortFlags: Set<Character> = ["r", "h", "0"]

  static func normalise(_ arguments: [String], language: Language = .en) -> Outcome {
    if let first = arguments.first, first != "inspect", LongPathList.subcommands.contains(first) {
      return .arguments(arguments)
    }
    var result: [String] = []
    var index = 0
    while index < arguments.count {
      let token = arguments[index]
      let next = index + 1 < arguments.count ? arguments[index + 1] : nil
      index += 1
      if token == "--" {
        result += arguments[(index - 1)...]
        break
      }
      guard token.hasPrefix("-"), token != "-" else {
        result.append(token)
        continue
      }
      if token.hasPrefix("--") {
        guard valueOptions.contains(token), let next else {
          result.append(token)
          continue
        }
        result.append(isNegativeNumber(next) ? token + "=" + next : token)
        if !isNegativeNumber(next) { result.append(next) }
        index += 1
        continue
      }
      switch shortGroup(token, next: next) {
      case .some(let (tokens, consumed)):
        result += tokens
        index += consumed
      case .none:
        return .refused(CommandLineWords.unknownOption(token).text(language))
      }
    }
    return .arguments(result)
  }

  /// `-r`, `-rh`, `-j 4`, `-j4`, `-rj4`, `-j -1`, `-o out.html`, `-oout.html` as ArgumentParser takes
  /// them, with how many following tokens they used; nil when the group
  /// holds a letter that is no option.
  private static func shortGroup(_ token: String, next: String?) -> (tokens: [String], consumed: Int)? {
    let letters = token.dropFirst()
    let flags = letters.prefix { shortFlags.contains($0) }
    let rest = letters.dropFirst(flags.count)
    let group = flags.isEmpty ? [] : ["-" + flags]
    if rest.isEmpty { return (group, 0) }
    if rest.first == "o" {
      // The output file: whatever follows, glued or next, is its name.
      if rest.count > 1 { return (group + ["-o", String(rest.dropFirst())], 0) }
      return next.map { (group + ["-o", $0], 1) } ?? (group + ["-o"], 0)
    }
    guard rest.first == "j" else { return nil }
    let value = rest.dropFirst()
    if !value.isEmpty { return value.allSatisfy(\.isNumber) ? (group + ["-j", String(value)], 0) : nil }
    guard let next else { return (group + ["-j"], 0) }
    return isNegativeNumber(next) ? (group + ["--jobs=" + next], 1) : (group + ["-j", next], 1)
  }

  /// `-5`, `-0`: a value, not an option.
  private static func isNegativeNumber(_ token: String) -> Bool {
    token.count > 1 && token.hasPrefix("-") && token.dropFirst().allSatisfy(\.isNumber)
  }
}
