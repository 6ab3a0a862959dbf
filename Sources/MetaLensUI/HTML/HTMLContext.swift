import MetaLensCore

/// What an HTML page says about the examination itself, which is not in the
/// file: when it was made, by which version, with which options. The command
/// layer fills it (the clock lives there); tests fix it. It also carries
/// the language the page is worded in.
public struct HTMLContext: Sendable, Hashable {
  /// The time of the examination, UTC, ISO 8601 (`2026-11-23T06:00:00Z`).
  public let examinedAt: String
  public let version: String
  /// The options the command was run with, as typed.
  public let options: String
  public let language: Language
  /// The case, examiner and note the examiner gave, for the header and
  /// every printed page's footer.
  public let caseDetails: CaseDetails

  public init(
    examinedAt: String, version: String, options: String, language: Language = .en, caseDetails: CaseDetails = .none
  ) {
    self.examinedAt = examinedAt
    self.version = version
    self.options = options
    self.language = language
    self.caseDetails = caseDetails
  }

  /// The words of `language`.
  public var catalogue: Catalogue { Catalogue.of(language) }
}
