/// Words that say one thing in every language metalens speaks: a value
/// whose cases carry their arguments (a path, a count, a list), worded when
/// it is shown.
///
/// Each area keeps its words in an enum owned by the target that says them
/// (the command line's in `metalens`, the page's and the terminal's in
/// `MetaLensUI`, a rule's findings beside the rule in Core), and each case
/// returns both languages together through `Language.pick(en:ko:)`: a case
/// without its Korean does not compile, where a string-keyed catalogue only
/// failed a parity test. This follows swift-format, which keeps a rule's
/// `Finding.Message` beside the rule, and argument-parser, which keeps its
/// words in the target that prints them.
///
/// A new area is one file, `<Area>Words.swift`, an enum conforming to this
/// protocol; a new sentence is one case and its `pick(en:ko:)`.
public protocol Wording: Sendable, Hashable {
  /// The sentence in `language`, its arguments written that language's way
  /// (`language.duration(_:)`, `language.date(_:)`, `language.list(_:)`).
  func text(_ language: Language) -> String
}
