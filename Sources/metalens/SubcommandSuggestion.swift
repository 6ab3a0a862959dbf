/// "Did you mean `guide`?" for a path that does not exist and is one typing
/// slip (an insertion, a deletion, a substitution or two swapped letters)
/// away from a subcommand: `metalens gudie` is a typo, not a missing file.
/// ArgumentParser cannot say it, since any word is a valid path for the
/// default subcommand.
enum SubcommandSuggestion {
  static let names = ["inspect", "tags", "guide", "help"]

  /// The subcommand `path` was probably meant to be, if any.
  static func suggestion(for path: String) -> String? {
    guard !path.contains("/"), !path.contains("."), path.count >= 3 else { return nil }
    return names.first { distance(Array(path.lowercased()), Array($0)) == 1 }
  }

  /// Optimal string alignment distance: Levenshtein plus transpositions.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
