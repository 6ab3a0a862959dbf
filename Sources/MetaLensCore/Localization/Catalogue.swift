/// The words of one language: typed words (`Wording`) worded through it, so
/// that a presenter holds one value for its language whichever area's
/// words it shows. Every sentence is a `Wording` case beside its owner,
/// English and Korean side by side; there are no string keys.
public struct Catalogue: Sendable {
  public let language: Language

  public init(_ language: Language) { self.language = language }

  public static let english = Catalogue(.en)
  public static let korean = Catalogue(.ko)

  /// The catalogue of `language`.
  public static func of(_ language: Language) -> Catalogue {
    switch language {
    case .en: english
    case .ko: korean
    }
  }

  /// Typed words (`Wording`) in this catalogue's language.
  public func text(_ wording: some Wording) -> String { wording.text(language) }
}
