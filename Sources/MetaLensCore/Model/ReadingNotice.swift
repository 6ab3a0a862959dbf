/// A problem met while reading that did not stop the read: the report holds
/// what could be read, and says what could not.
///
/// `code` is stable (JSON readers and translations key on it); `message` is
/// the English sentence with the file's own numbers in it.
public struct ReadingNotice: Sendable, Hashable {
  public let code: Code
  public let message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }
}
