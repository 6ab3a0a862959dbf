import MetaLensCore

extension C2PAStatus {
  /// The status as a failure line shows it: its code, then its words in the
  /// catalogue's language (the credential's failures, an ingredient's, an
  /// identity's).
  func line(in catalogue: Catalogue) -> String { "\(code): \(catalogue.text(self))" }
}
