/// The file-name patterns of `platform-fingerprints.tsv`: `*` matches any
/// run of characters, `#` one ASCII digit, anything else itself.
enum FileNamePattern {
  /// True when `name` follows `pattern`, compared by Unicode scalars; the
  /// usual greedy match with one backtrack point for the last `*`.
  static func matches(_ pattern: String, _ name: String) -> Bool {
    let pattern = Array(pattern.unicodeScalars)
    let name = Array(name.unicodeScalars)
    var (p, n) = (0, 0)
    var star: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        star = (p, n)
        p += 1
      } else if p < pattern.count, pattern[p] == "#" ? ("0"..."9").contains(name[n]) : pattern[p] == name[n] {
        p += 1
        n += 1
      } else if let last = star {
        star = (last.pattern, last.name + 1)
        (p, n) = (last.pattern + 1, last.name + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
