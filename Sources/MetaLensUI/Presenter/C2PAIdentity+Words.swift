import MetaLensCore

extension C2PAIdentity {
  /// The identity in plain words: who asserts it, who vouches for it, and
  /// its own outcome, apart from the claim signer's trust.
  func words(in catalogue: Catalogue) -> String {
    let outcome: IdentityWords =
      switch state {
      case .valid: .valid
      case .unverified: .unverified
      case .invalid: .invalid(failures: failures.map { $0.line(in: catalogue) }.joined(separator: "; "))
      }
    return catalogue.text(
      IdentityWords.assertedBy(
        name: name ?? catalogue.text(IdentityWords.unnamed), issuer: issuer, outcome: catalogue.text(outcome)))
  }
}
