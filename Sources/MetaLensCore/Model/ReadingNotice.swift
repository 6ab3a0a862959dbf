/// A problem met while reading that did not stop the read: the report holds
/// what could be read, and says what could not.
///
/// `code` is stable (JSON readers key on it) and follows from the words;
/// `message` is the English sentence with the file's own numbers in it.
public struct ReadingNotice: Sendable, Hashable {
  public let code: Code
  /// The notice's words, worded in the reader's language when shown.
  public let words: AnyWording

  public init(_ words: some NoticeWording) {
    self.code = words.code
    self.words = AnyWording(words)
  }

  /// The English sentence, as JSON carries it.
  public var message: String { words.text(.en) }
}
