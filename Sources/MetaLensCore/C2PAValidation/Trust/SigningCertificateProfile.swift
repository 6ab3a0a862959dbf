/// What C2PA requires of the certificate that signs a claim or a time-stamp
/// (C2PA 2.1, 14.5.1 "Certificate profiles"), checked as c2pa-rs does before
/// trusting the signature (`check_certificate_profile` and
/// `check_end_entity_certificate_profile`, `crypto/cose/certificate_profile.rs`),
/// so a certificate it refuses gives the same `signingCredential.invalid`.
/// Its validity is judged apart (`signingCredential.expired`), and c2pa-rs
/// checks nothing else of an expired certificate.
///
/// The checks, in c2pa-rs's order: X.509 v3; signed with RSA (PKCS#1 v1.5
/// or PSS) over SHA-256/384/512, ECDSA over SHA-256/384/512 or Ed25519, PSS
/// with one hash for the signature and its mask and Ed25519 without
/// parameters; an RSA key of at least 2,048 bits with an odd exponent of at
/// least 3 (the EC curves are P-256, P-384 and P-521, as `VerifyingKey`
/// reads no other); not a self-signed CA; no unique identifiers; an
/// ExtendedKeyUsage that is not anyExtendedKeyUsage, holds a use C2PA
/// accepts, and has OCSP signing or time stamping only alone; a KeyUsage
/// with digitalSignature, nonRepudiation or keyCertSign, and not
/// digitalSignature with keyCertSign outside a CA; an AuthorityKeyIdentifier;
/// no critical extension c2pa-rs does not know; and not a CA.
enum SigningCertificateProfile {
  /// The uses c2pa-rs accepts (`CertificateTrustPolicy::has_allowed_eku`):
  /// e-mail protection, time stamping, OCSP signing. Its
  /// `valid_eku_oids.cfg` also lists document signing and Microsoft's claim
  /// signing, but c2pa-rs 0.91.3, as c2pa-python 0.38.1 runs it with
  /// default settings, refuses a signer whose only use is document signing
  /// or C2PA's claim signing (1.3.6.1.4.1.62558.2.1) as
  /// `signingCredential.invalid` (`make c2pa-crosscheck`).
  static let namedUses: Set<String> = [emailProtection, timeStamping, ocspSigning]
  static let emailProtection = "1.3.6.1.5.5.7.3.4"
  static let timeStamping = "1.3.6.1.5.5.7.3.8"
  static let ocspSigning = "1.3.6.1.5.5.7.3.9"
  static let anyExtendedKeyUsage = "2.5.29.37.0"
  /// Server and client authentication, code signing (x509-parser's named
  /// uses besides the three above).
  static let otherNamedUses: Set<String> = ["1.3.6.1.5.5.7.3.1", "1.3.6.1.5.5.7.3.2", "1.3.6.1.5.5.7.3.3"]
  /// sha256/384/512WithRSAEncryption, RSASSA-PSS, ecdsa-with-SHA256/384/512,
  /// Ed25519.
  static let signatureAlgorithms: Set<String> = [
    "1.2.840.113549.1.1.11", "1.2.840.113549.1.1.12", "1.2.840.113549.1.1.13", pss, "1.2.840.10045.4.3.2",
    "1.2.840.10045.4.3.3", "1.2.840.10045.4.3.4", ed25519,
  ]
  static let pss = "1.2.840.113549.1.1.10"
  static let ed25519 = "1.3.101.112"
  static let sha2: Set<String> = ["2.16.840.1.101.3.4.2.1", "2.16.840.1.101.3.4.2.2", "2.16.840.1.101.3.4.2.3"]
  /// The extensions c2pa-rs's x509-parser reads and c2pa-rs accepts when
  /// critical: key identifiers, KeyUsage, policies and their mappings and
  /// constraints, alternative names, BasicConstraints, NameConstraints,
  /// ExtendedKeyUsage, CRL distribution points, inhibitAnyPolicy, authority
  /// information access, Netscape certificate type, and three CRL entry
  /// extensions.
  static let knownExtensions: Set<String> = [
    "2.5.29.35", "2.5.29.14", "2.5.29.15", "2.5.29.32", "2.5.29.33", "2.5.29.17", "2.5.29.19", "2.5.29.30",
    "2.5.29.36", "2.5.29.37", "2.5.29.31", "2.5.29.54", "1.3.6.1.5.5.7.1.1", "2.16.840.1.113730.1.1", "2.5.29.20",
    "2.5.29.21", "2.5.29.24",
  ]

  /// What in `leaf` breaks the profile, in words, or nil. `extraUses` are
  /// uses accepted besides the named three.
  static func problem(_ leaf: C2PACertificate, extraUses: Set<String> = []) -> String? {
    guard let fields = CertificateProfileFields(der: leaf.der) else { return "the certificate could not be read" }
    if leaf.version != 3 { return "not an X.509 v3 certificate" }
    if let problem = algorithmProblem(leaf, fields) { return problem }
    if leaf.isAuthority, leaf.issuer == leaf.subject { return "a self-signed CA certificate signed it" }
    if fields.hasUniqueIdentifier { return "it has an issuer or subject unique identifier" }
    if let uses = leaf.extendedKeyUsage, let problem = usesProblem(uses, extraUses: extraUses) { return problem }
    let keyUsage = leaf.keyUsage?.first ?? 0
    let (digitalSignature, nonRepudiation, keyCertSign) = (
      keyUsage & 0x80 != 0, keyUsage & 0x40 != 0, keyUsage & 0x04 != 0
    )
    if digitalSignature, keyCertSign, !leaf.isAuthority {
      return "its key usage allows certificate signing, outside a CA"
    }
    if !fields.extensions.contains(where: { $0.oid == "2.5.29.35" }) { return "it has no authority key identifier" }
    if leaf.isAuthority, !fields.extensions.contains(where: { $0.oid == "2.5.29.14" }) {
      return "it has no subject key identifier"
    }
    if !(digitalSignature || nonRepudiation || keyCertSign) { return "its key usage does not allow signatures" }
    if leaf.extendedKeyUsage == nil, !leaf.isAuthority { return "it has no extended key usage" }
    if let unknown = fields.extensions.first(where: { $0.critical && !knownExtensions.contains($0.oid) }) {
      return "it has a critical extension C2PA validators do not know (\(unknown.oid))"
    }
    if leaf.isAuthority { return "a CA certificate signed it" }
    return nil
  }

  static func algorithmProblem(_ leaf: C2PACertificate, _ fields: CertificateProfileFields) -> String? {
    if !signatureAlgorithms.contains(leaf.signatureAlgorithm) {
      return "it is signed with an algorithm C2PA does not allow"
    }
    if leaf.signatureAlgorithm == ed25519, fields.signatureParameters != nil {
      return "its Ed25519 signature algorithm has parameters"
    }
    if leaf.signatureAlgorithm == pss {
      guard fields.signatureParameters != nil else { return "its RSASSA-PSS signature has no parameters" }
      // c2pa-rs stops without a status on parameters it cannot read.
      if let hashes = fields.pssHashes, hashes.hash != hashes.maskHash || !sha2.contains(hashes.hash) {
        return "its RSASSA-PSS parameters use a hash C2PA does not allow"
      }
    }
    if fields.keyAlgorithm == ed25519, fields.keyParameters != nil { return "its Ed25519 key has parameters" }
    if leaf.key.kind == .rsa, let rsa = CertificateProfileFields.rsa(leaf.key.bytes) {
      if rsa.bits < 2048 { return "its RSA key is shorter than 2,048 bits" }
      if !rsa.goodExponent { return "its RSA public exponent is not odd and at least 3" }
    }
    return nil
  }

  /// Whether c2pa-rs's trust check, which follows the profile's, accepts
  /// the leaf's uses: it has an ExtendedKeyUsage with one of `namedUses`
  /// (`signingCredential.untrusted` otherwise, even under a trust anchor).
  static func hasAcceptedUse(_ leaf: C2PACertificate) -> Bool {
    (leaf.extendedKeyUsage ?? []).contains(where: namedUses.contains)
  }

  static func usesProblem(_ uses: [String], extraUses: Set<String>) -> String? {
    if uses.contains(anyExtendedKeyUsage) { return "its extended key usage is anyExtendedKeyUsage" }
    if !uses.contains(where: { namedUses.contains($0) || extraUses.contains($0) }) {
      return "none of its extended key usages is one C2PA accepts"
    }
    let (ocsp, stamping) = (uses.contains(ocspSigning), uses.contains(timeStamping))
    let others = uses.contains { $0 != ocspSigning && $0 != timeStamping }
    if (ocsp && stamping) || ((ocsp != stamping) && others) {
      return "it combines OCSP signing or time stamping with another use"
    }
    return nil
  }
}
