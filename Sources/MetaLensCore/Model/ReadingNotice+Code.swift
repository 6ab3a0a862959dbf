extension ReadingNotice {
  /// One code per kind of message, snake_case, stable once published.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// A placeholder until the readers' codes land; the stages add theirs.
    case unspecified
  }
}
