import Crypto

extension SignedC2PAFixture {
  /// The label of the ingredient manifest `SignedC2PAQuirks.ingredientManifest` adds.
  public static let ingredientLabel = "urn:c2pa:00000000-0000-4000-8000-00000000000b"

  /// The manifest of the file the active one was made from: a capture with
  /// its own (unchecked: c2pa-rs checks the hard binding of the active
  /// manifest only) data hash, signed by the fixture's signer, or broken
  /// as `signature` says.
  func ingredientManifest(_ signature: SignedC2PAQuirks.IngredientSignature, chain: [[UInt8]]) throws -> [UInt8] {
    let capture = CBORItem.map([
      ("action", .text("c2pa.created")), ("digitalSourceType", .text(C2PAFixture.sourceType("digitalCapture"))),
    ])
    let dataHash = CBORItem.map([
      ("exclusions", .array([])), ("name", .text("jumbf manifest")), ("alg", .text("sha256")),
      ("hash", .bytes([UInt8](repeating: 0x11, count: 32))), ("pad", .bytes([])),
    ])
    return try manifest(
      label: Self.ingredientLabel,
      assertions: [
        ("c2pa.actions.v2", CBORItem.map([("actions", .array([capture]))]).encoded()),
        ("c2pa.hash.data", dataHash.encoded()),
      ] + quirks.ingredientAssertions, chain: chain,
      signingKey: signature == .otherKey ? P256.Signing.PrivateKey() : key, timeStamped: false,
      changeSignature: signature == .bytesChanged)
  }

  /// A `c2pa.ingredient.v2` assertion naming `manifest` (C2PA 2.1, 18.5):
  /// the parent, its manifest by hashed URI over the superbox after its
  /// 8-byte header, as c2pa-rs hashes a manifest box.
  static func ingredientAssertion(_ manifest: [UInt8], label: String = ingredientLabel) -> [UInt8] {
    CBORItem.map([
      ("dc:title", .text("parent.jpg")), ("dc:format", .text("image/jpeg")), ("relationship", .text("parentOf")),
      ("instanceID", .text("xmp:iid:parent")),
      (
        "c2pa_manifest",
        .map([
          ("url", .text("self#jumbf=/c2pa/\(label)")),
          ("hash", .bytes(Array(SHA256.hash(data: manifest.dropFirst(8))))),
        ])
      ),
    ]).encoded()
  }

  /// The label of the update manifest `SignedC2PAQuirks.updateActions` adds.
  public static let updateLabel = "urn:c2pa:00000000-0000-4000-8000-00000000000c"

  /// An update manifest (`c2um`, C2PA 2.1, "Update Manifests") after `parent`, the
  /// file's own manifest: `actions`, its parent as a `parentOf`
  /// ingredient, and no hard binding.
  func updateManifest(actions: [C2PAFixture.Action], parent: [UInt8], chain: [[UInt8]]) throws -> [UInt8] {
    let items = CBORItem.array(actions.map { .map([("action", .text($0.action))]) })
    return try manifest(
      label: Self.updateLabel,
      assertions: [
        ("c2pa.actions.v2", CBORItem.map([("actions", items)]).encoded()),
        ("c2pa.ingredient.v2", Self.ingredientAssertion(parent, label: Self.manifestLabel)),
      ], chain: chain, signingKey: key, timeStamped: false, type: "c2um")
  }
}
