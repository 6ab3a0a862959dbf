import MetaLensCore

/// What `metalens` alone prints: what it answers, three commands to start
/// with and where to read more, instead of an error and the whole help.
/// It is printed on stdout with exit status 2, so a script whose list of
/// paths came out empty (`metalens $files`) does not pass for a clean run.
/// The words are the catalogue's `cli.first-screen`, in the locale's
/// language.
enum FirstScreen {
  static func text(_ language: Language) -> String { Catalogue.of(language).text("cli.first-screen") }
}
