import MetaLensCore

/// A reading notice with a literal English sentence, for the goldens that
/// pin how notices are laid out (long ones wrap, the Korean report puts the
/// code's meaning first) without depending on a reader's own words.
public struct LiteralNotice: NoticeWording {
  public let code: ReadingNotice.Code
  public let english: String

  public init(_ code: ReadingNotice.Code, _ english: String) {
    self.code = code
    self.english = english
  }
}
