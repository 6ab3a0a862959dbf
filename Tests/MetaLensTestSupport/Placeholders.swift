/// The numbered placeholders (`{0}`, `{1}`…) a text holds: the words tests
/// check that no sentence keeps one from the string-keyed catalogues that
/// typed words replaced.
public enum Placeholders {
  public static func numbers(in text: String) -> Set<Int> {
    var found = Set<Int>()
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let index = Int(after[..<close]) { found.insert(index) }
      rest = after
    }
    return found
  }
}
