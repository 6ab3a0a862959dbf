/// One status of a C2PA validation, with the status-code string c2pa-rs
/// (the reference implementation) uses, so the two can be compared code for
/// code (C2PA 2.1, section 15, "Validation").
public struct C2PAStatus: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case success
    case informational
    case failure
  }

  /// `claimSignature.validated`, `assertion.dataHash.mismatch`…
  public let code: String
  public let kind: Kind
  /// The JUMBF URI (or manifest label) the status concerns.
  public let url: String?
  /// What it means, in plain words.
  public let explanation: String

  public init(_ code: String, _ kind: Kind, url: String?, _ explanation: String) {
    self.code = code
    self.kind = kind
    self.url = url
    self.explanation = explanation
  }
}

/// A status in words: the validator's own sentence in English; in Korean,
/// the code's meaning first and the English sentence after it, as reading
/// notices say theirs (`ReadingNotice`).
extension C2PAStatus: Wording {
  /// What the status code means, when it is one C2PA or CAWG define as a
  /// failure or an informational status.
  public var meaning: C2PAStatusMeaning? { C2PAStatusMeaning(rawValue: code) }

  public func text(_ language: Language) -> String {
    guard let meaning else { return explanation }
    return language.pick(en: explanation, ko: "\(meaning.text(.ko)) (원문: \(explanation))")
  }
}
