/// A `Condition` of Canon.pm on the camera's model (`$$self{Model}`, the
/// IFD0 Model without its trailing blanks): Perl matches (`=~`) and
/// non-matches (`!~`) joined by `and`, then by `or`, as Perl binds them.
/// The patterns are ExifTool's own, copied by the table generator; they use
/// only the syntax Perl and Swift's `Regex` read alike (`\b`, `$`, groups,
/// alternatives, `?`), and `\b` is matched as Perl's simple word boundary.
struct CanonModelCondition: Sendable {
  struct Match: Sendable {
    /// The Perl pattern, unanchored as `=~` is.
    let pattern: String
    /// `=~` (true) or `!~` (false).
    let matches: Bool

    init(_ pattern: String, _ matches: Bool) {
      self.pattern = pattern
      self.matches = matches
    }
  }

  /// Any clause holds when all its matches hold.
  let anyOf: [[Match]]

  /// Whether the condition holds for `model`; no Model is Perl's undef,
  /// which matches as the empty string. A pattern Swift cannot read holds
  /// for nothing, so the tag is not shown.
  func holds(for model: String?) -> Bool {
    let text = model ?? ""
    return anyOf.contains { clause in
      clause.allSatisfy { match in
        guard let found = Self.found(match.pattern, in: text) else { return false }
        return found == match.matches
      }
    }
  }

  /// Whether `pattern` is found in `text`; nil when Swift cannot read it.
  /// Compiling the `Regex` was most of the cost of reading a Canon
  /// MakerNote (perf over 96 Canon JPEGs, `--metadata-only --jobs 1`: 15%
  /// of the CPU in `holds`, 10% parsing patterns), and a batch meets the
  /// same dozen patterns and few models again and again.
  static func found(_ pattern: String, in text: String) -> Bool? {
    answers.value(for: Key(pattern: pattern, text: text)) {
      guard let regex = try? Regex(pattern).wordBoundaryKind(.simple) else { return nil }
      return text.contains(regex)
    }
  }

  private struct Key: Hashable, Sendable {
    let pattern: String
    let text: String
  }

  private static let answers = BoundedMemo<Key, Bool?>(capacity: 4096)
}
