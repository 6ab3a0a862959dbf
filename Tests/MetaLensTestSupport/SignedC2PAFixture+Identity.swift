import Crypto

extension SignedC2PAFixture {
  /// A CAWG X.509 identity assertion (`cawg.identity`, CAWG Identity
  /// Assertion 1.1, 5.2 and 8.2) as c2pa-rs's `IdentityAssertionBuilder`
  /// writes one: a signer payload naming the hard binding by hashed URI, its
  /// COSE_Sign1 by the fixture's signer with the payload detached (the
  /// payload's CBOR), and an empty `pad1`; or broken as `quirk` says.
  func identityAssertion(binding: (label: String, cbor: [UInt8]), chain: [[UInt8]], quirk: SignedC2PAQuirks.Identity)
    throws -> [UInt8]
  {
    let box = C2PAFixture.superbox("cbor", binding.label, [C2PAFixture.box("cbor", binding.cbor)])
    let hardBinding = CBORItem.map([
      ("url", .text("self#jumbf=c2pa.assertions/\(binding.label)")),
      ("hash", .bytes(Array(SHA256.hash(data: box.dropFirst(8))))),
    ])
    let payload = CBORItem.map([
      ("referenced_assertions", .array(quirk == .noHardBinding ? [] : [hardBinding])),
      ("sig_type", .text("cawg.x509.cose")),
    ])
    let protected = CBORItem.labels([(1, .int(-7)), (33, .array(chain.map { .bytes($0) }))]).encoded()
    let signed = CBORItem.array([.text("Signature1"), .bytes(protected), .bytes([]), .bytes(payload.encoded())])
      .encoded()
    var signature = Array(try key.signature(for: signed).rawRepresentation)
    if quirk == .signatureChanged { signature[signature.count / 2] ^= 0x01 }
    let sign1 = CBORItem.tag(18, .array([.bytes(protected), .map([]), .null, .bytes(signature)]))
    return CBORItem.map([("signer_payload", payload), ("signature", .bytes(sign1.encoded())), ("pad1", .bytes([]))])
      .encoded()
  }
}
