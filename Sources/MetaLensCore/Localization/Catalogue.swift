/// The words of one language, keyed by stable ids, and the way that
/// language writes numbers, durations, dates and lists.
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

  public func text(_ message: Message) -> String {
    if message.key.isEmpty { return message.arguments.map(format).joined() }
    let template = entries[message.key] ?? Self.english.entries[message.key] ?? message.key
    return Self.fill(template, message.arguments.map(format))
  }

  /// Whether the catalogue has `key` (optional sentences, such as a rule's
  /// detail variant).
  public func has(_ key: String) -> Bool { entries[key] != nil }

  /// `template` with `{n}` replaced by `values[n]`.
  static func fill(_ template: String, _ values: [String]) -> String {
    guard template.contains("{") else { return template }
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let index = Int(after[..<close]), values.indices.contains(index) {
        result += values[index]
        rest = after[after.index(after: close)...]
      } else {
        result += "{"
        rest = after
      }
    }
    return result + rest
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
