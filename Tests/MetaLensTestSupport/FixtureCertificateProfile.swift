/// What a fixture certificate says about itself: by default an end-entity
/// certificate that meets C2PA's certificate profile as c2pa-rs checks it
/// (`crypto/cose/certificate_profile.rs`, C2PA 2.1, 14.5.1): X.509 v3,
/// BasicConstraints cA false, KeyUsage digitalSignature (critical), an
/// ExtendedKeyUsage C2PA accepts, and both key identifiers (c2pa-rs refuses
/// a certificate without AuthorityKeyIdentifier as "certificate params
/// incorrect"). Each field can be turned off or changed, so a test can make
/// the certificate break one rule at a time.
public struct FixtureCertificateProfile: Sendable {
  public var commonName = "MetaLens Fixture Signer"
  /// Valid from 1 January of the first year to 31 December of the second.
  public var years = (2020, 2049)
  /// ExtendedKeyUsage OIDs, dotted; nil leaves the extension out.
  public var extendedKeyUsage: [String]? = ["1.3.6.1.5.5.7.3.4"]
  /// Whether ExtendedKeyUsage is marked critical (RFC 3161, 2.3 asks it of
  /// a time-stamp authority).
  public var criticalUsage = false
  /// BasicConstraints' cA flag.
  public var isAuthority = false
  /// The KeyUsage bits' first byte (0x80 digitalSignature, 0x40
  /// nonRepudiation, 0x04 keyCertSign, 0x02 cRLSign); nil leaves the
  /// extension out.
  public var keyUsage: UInt8? = 0x80
  public var authorityKeyIdentifier = true
  public var subjectKeyIdentifier = true
  /// A subjectUniqueID (RFC 5280, 4.1.2.8), which C2PA forbids.
  public var subjectUniqueID = false
  /// A critical extension of an OID no one knows (1.3.6.1.4.1.99999.7).
  public var unknownCriticalExtension = false
  public var serial = 20_261_123

  public init() {}

  /// A root: a CA certificate that signs certificates (KeyUsage keyCertSign
  /// and cRLSign), with no ExtendedKeyUsage.
  public static func root(_ commonName: String) -> FixtureCertificateProfile {
    var profile = FixtureCertificateProfile()
    profile.commonName = commonName
    profile.isAuthority = true
    profile.keyUsage = 0x06
    profile.extendedKeyUsage = nil
    profile.serial = 20_261_122
    return profile
  }
}
