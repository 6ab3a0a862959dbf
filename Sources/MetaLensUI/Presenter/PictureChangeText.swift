import MetaLensCore

/// The summary card's Picture row: whether the picture was changed, in
/// words, beside the Origin row's answer about the file ("No sign that the
/// picture was changed; a re-encoding hides what happened before it").
enum PictureChangeText {
  static func text(_ change: PictureChange, catalogue: Catalogue) -> String {
    catalogue.text(PictureChangeWords(change))
  }
}
