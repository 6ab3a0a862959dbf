/// The words of one language, keyed by stable ids, and the way that
/// language writes numbers, durations, dates and lists. Typed words
/// (`Wording`) are worded through it too (`text(_:)`), so a presenter holds
/// one value for its language whichever kind of words it shows.
///
/// Templates hold numbered placeholders, `{0}`, `{1}`…; every language uses
/// the same placeholders for a key (a test checks this, and that both
/// catalogues have the same keys). A key missing at run time falls back to
/// English, then to the key itself, so a gap shows instead of crashing.
public struct Catalogue: Sendable {
  public let language: Language
  let entries: [String: String]

  public init(_ language: Language) {
    self.language = language
    self.entries = Self.entries(for: language)
  }

  public static let english = Catalogue(.en)
  public static let korean = Catalogue(.ko)

  /// The catalogue of `language`, built once.
  public static func of(_ language: Language) -> Catalogue {
    switch language {
    case .en: english
    case .ko: korean
    }
  }

  /// Every key and template of `language`.
  public static func entries(for language: Language) -> [String: String] {
    switch language {
    case .en: EnglishCatalogue.entries
    case .ko: KoreanCatalogue.entries
    }
  }

  /// The sentence `key` with `arguments` put in.
  public func text(_ key: String, _ arguments: MessageArgument...) -> String {
    text(Message(key: key, arguments: arguments))
  }

  /// Typed words (`Wording`) in this catalogue's language.
  public func text(_ wording: some Wording) -> String { wording.text(language) }

  public func text(_ message: Message) -> String {
    if let wording = message.wording { return wording.text(language) }
    if message.key.isEmpty { return message.arguments.map(format).joined() }
    let template = entries[message.key] ?? Self.english.entries[message.key] ?? message.key
    return Self.fill(template, message.arguments.map(format))
  }

  /// Whether the catalogue has `key` (optional sentences, such as a rule's
  /// detail variant).
  public func has(_ key: String) -> Bool { entries[key] != nil }

  /// `template` with `{n}` replaced by `values[n]`.
  static func fill(_ template: String, _ values: [String]) -> String {
    guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
    var template = template
    return template.withUTF8 { bytes in
      // Over the UTF-8 bytes: braces and digits are ASCII, so no scalar is split.
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + values.reduce(0) { $0 + $1.utf8.count })
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "{"), let (number, close) = Self.placeholder(bytes, after: index),
          values.indices.contains(number)
        {
          result.append(contentsOf: values[number].utf8)
          index = close + 1
        } else {
          result.append(bytes[index])
          index += 1
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// The number of a `{N}` placeholder whose `{` is at `open`, and where its `}` is.
  private static func placeholder(_ bytes: UnsafeBufferPointer<UInt8>, after open: Int) -> (Int, Int)? {
    var number = 0
    var index = open + 1
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), index - open <= 9 {
      number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    guard index > open + 1, index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return nil }
    return (number, index)
  }

  /// The placeholders a template uses, for the catalogue tests.
  public static func placeholders(in template: String) -> Set<Int> {
    var found = Set<Int>()
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let index = Int(after[..<close]) { found.insert(index) }
      rest = after
    }
    return found
  }

  /// One argument as this language writes it.
  public func format(_ argument: MessageArgument) -> String {
    switch argument {
    case .text(let text): text
    case .integer(let value): String(value)
    case .duration(let seconds): LanguageFormat.duration(seconds, language)
    case .date(let date): LanguageFormat.date(date, language)
    case .list(let items): LanguageFormat.list(items.map(format), language)
    case .message(let message): text(message)
    }
  }
}
