import MetaLensCore

extension PhotoMetadata {
  /// The reading notices' messages, for tests that check the wording.
  public var noticeMessages: [String] { notices.map(\.message) }

  /// The reading notices' codes, for tests that check what kind of problem
  /// was met.
  public var noticeCodes: [ReadingNotice.Code] { notices.map(\.code) }
}
