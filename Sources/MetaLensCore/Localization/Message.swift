/// A sentence to be worded later: typed words (`Wording`) or, for the areas
/// not yet typed, a stable catalogue key and its arguments.
///
/// Findings, notices and labels travel as messages so that the scorer stays
/// language-free: Core decides *what* was found, the presenter says it in
/// the reader's language (`Catalogue(language).text(message)`). The English
/// rendering is what JSON carries, whatever the language of the text.
public struct Message: Sendable, Hashable {
  /// The key in every catalogue (`rule.editor-software.detail`); empty for
  /// verbatim text and typed words.
  public let key: String
  public let arguments: [MessageArgument]
  /// The typed words, when the message has them (then `key` is empty).
  public let wording: AnyWording?

  public init(_ key: String, _ arguments: MessageArgument...) {
    self.init(key: key, arguments: arguments)
  }

  public init(key: String, arguments: [MessageArgument]) {
    self.key = key
    self.arguments = arguments
    self.wording = nil
  }

  public init(_ wording: some Wording) {
    self.key = ""
    self.arguments = []
    self.wording = AnyWording(wording)
  }

  /// Text that is the same in every language (tests, values from the file).
  public static func verbatim(_ text: String) -> Message { Message(key: "", arguments: [.text(text)]) }

  /// Nothing: an optional part of a sentence that is absent.
  public static let empty = verbatim("")
}
