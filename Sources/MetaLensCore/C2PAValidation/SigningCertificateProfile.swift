/// What C2PA requires of the certificate that signs a claim (C2PA 2.1,
/// 14.5.1 "Certificate profiles"), checked as c2pa-rs does before trusting
/// the signature: an X.509 v3 end-entity certificate, whose KeyUsage, when
/// present, allows digital signatures, and whose ExtendedKeyUsage is present,
/// not anyExtendedKeyUsage, and names a use C2PA accepts. A certificate that
/// breaks it gives `signingCredential.invalid`.
enum SigningCertificateProfile {
  /// E-mail protection, document signing, time stamping, OCSP signing and
  /// C2PA's own claim signing (C2PA 2.1, 14.5.1; c2pa-rs's default list).
  static let allowedUses: Set<String> = [
    "1.3.6.1.5.5.7.3.4", "1.3.6.1.5.5.7.3.36", "1.3.6.1.5.5.7.3.8", "1.3.6.1.5.5.7.3.9", "1.3.6.1.4.1.62558.2.1",
  ]
  static let anyExtendedKeyUsage = "2.5.29.37.0"

  /// What in `leaf` breaks the profile, in words, or nil.
  static func problem(_ leaf: C2PACertificate) -> String? {
    if leaf.version != 3 { return "not an X.509 v3 certificate" }
    if leaf.isAuthority { return "a CA certificate signed the claim" }
    if let usage = leaf.keyUsage, usage.first.map({ $0 & 0x80 == 0 }) ?? true {
      return "its key usage does not allow digital signatures"
    }
    guard let uses = leaf.extendedKeyUsage, !uses.isEmpty else { return "it has no extended key usage" }
    if uses.contains(anyExtendedKeyUsage) { return "its extended key usage is anyExtendedKeyUsage" }
    if !uses.contains(where: allowedUses.contains) { return "none of its extended key usages is one C2PA accepts" }
    return nil
  }
}
