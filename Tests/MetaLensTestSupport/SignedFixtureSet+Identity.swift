import Crypto

extension SignedFixtureSet {
  /// CAWG X.509 identity assertions signed by the claim's signer (as
  /// c2pa-rs's builder writes one, its signature changed, without a hard
  /// binding reference), and a file read with two trust lists whose second
  /// alone holds its root (`--trust-list A --trust-list B`).
  static func identityFiles() throws -> [File] {
    var files: [File] = []
    for (name, quirk) in [
      ("cawg-identity.jpg", SignedC2PAQuirks.Identity.intact),
      ("cawg-identity-signature-changed.jpg", .signatureChanged),
      ("cawg-identity-without-hard-binding.jpg", .noHardBinding),
    ] {
      var fixture = SignedC2PAFixture(actions: created)
      fixture.quirks.identity = quirk
      files.append(File(name: name, bytes: try fixture.bytes(), anchorsPEM: fixture.anchorPEM))
    }
    let fixture = SignedC2PAFixture(actions: created)
    files.append(
      File(
        name: "two-trust-lists.jpg", bytes: try fixture.bytes(), anchorsPEM: fixture.anchorPEM,
        trustLists: try twoTrustLists(fixture)))
    return files
  }

  /// List A trusts another root only; list B, the fixture's root.
  public static func twoTrustLists(_ fixture: SignedC2PAFixture) throws -> [String] {
    let other = try FixtureCertificate.root(P256.Signing.PrivateKey(), commonName: "MetaLens Other Root")
    let root = try FixtureCertificate.root(fixture.rootKey, commonName: SignedC2PAFixture.rootName)
    return [
      FixtureTrustList.json(name: "Fixture list A", certificates: [other]),
      FixtureTrustList.json(name: "Fixture list B", certificates: [root]),
    ]
  }
}
