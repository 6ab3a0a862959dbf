extension SignedFixtureSet {
  /// A signed JPEG whose active manifest has the assertion `name` of
  /// `statusAssertions()`.
  public static func statusAssertionFixture(_ name: String) throws -> SignedC2PAFixture {
    guard let (_, label, cbor) = try statusAssertions().first(where: { $0.name == name }) else {
      throw FixtureError.io("no status-assertion fixture \(name)")
    }
    var fixture = SignedC2PAFixture(actions: created)
    fixture.extraAssertions = [(label, cbor)]
    return fixture
  }

  /// `c2pa.time-stamp` and `c2pa.certificate-status` assertions (C2PA 2.1)
  /// for the cross-check (issue 32): a time-stamp for the
  /// active manifest (over other bytes than its signature) as a token and as
  /// text, and certificate statuses with a stapled (unreadable) OCSP
  /// response, with none, and without `ocspVals`. Each is one more assertion
  /// of the active manifest: a name, the label and its CBOR.
  public static func statusAssertions() throws -> [(name: String, label: String, cbor: [UInt8])] {
    let token = try FixtureTimeStampAuthority().token(for: Array("metalens".utf8), at: (2025, 6, 1, 12))
    let manifest = SignedC2PAFixture.manifestLabel
    return [
      ("time-stamp-assertion.jpg", "c2pa.time-stamp", CBORItem.map([(manifest, .bytes(token))]).encoded()),
      ("time-stamp-assertion-text.jpg", "c2pa.time-stamp", CBORItem.map([(manifest, .text("2025"))]).encoded()),
      (
        "certificate-status.jpg", "c2pa.certificate-status",
        CBORItem.map([("ocspVals", .array([.bytes([0x30, 0x03, 0x0A, 0x01, 0x01])]))]).encoded()
      ),
      ("certificate-status-empty.jpg", "c2pa.certificate-status", CBORItem.map([("ocspVals", .array([]))]).encoded()),
      (
        "certificate-status-without-ocspvals.jpg", "c2pa.certificate-status",
        CBORItem.map([("ocsp", .array([]))]).encoded()
      ),
    ]
  }
}
