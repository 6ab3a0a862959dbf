/// Every kind of signed file the fixture factory makes, and copies tampered
/// one byte at a time, for `metalens-fixtures --signed` and the c2pa-rs
/// cross-check (`scripts/c2pa-crosscheck.py`), which reads each with
/// metalens and with c2pa-rs and compares the state and failure codes.
/// Each file comes with the PEM of the roots that issued its certificates
/// (the signer's, and the time-stamp authority's when it is stamped), to
/// read it a second time with them as trust anchors.
public enum SignedFixtureSet {
  public struct File: Sendable {
    public let name: String
    public let bytes: [UInt8]
    public let anchorsPEM: String
    /// Trust lists in the C2PA's JSON form to read it with instead of
    /// `anchorsPEM` (`--trust-list`, in order); the last holds its root.
    public var trustLists: [String] = []
  }

  static let created = [C2PAFixture.Action("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))]

  /// The files, named `<kind>[-<tampering>].<extension>`.
  public static func files() throws -> [File] {
    var files: [File] = []
    // Tampered copies (the image, an assertion, the claim) of the files
    // whose `image` gives a byte of image data.
    func add(_ name: String, _ fixture: SignedC2PAFixture, image: (([UInt8]) -> Int)?, extra: String = "") throws {
      let bytes = try fixture.bytes()
      let anchors = fixture.anchorPEM + extra
      files.append(File(name: name, bytes: bytes, anchorsPEM: anchors))
      let (stem, ext) = split(name)
      guard let image else { return }
      var changed = bytes
      changed[image(bytes)] ^= 0x01
      files.append(File(name: "\(stem)-image-changed.\(ext)", bytes: changed, anchorsPEM: anchors))
      for (label, needle, offset) in [("assertion", "digitalCapture", 7), ("claim", "Fixture Camera", 9)] {
        guard let at = find(Array(needle.utf8), in: bytes) else { continue }
        var changed = bytes
        changed[at + offset] ^= 0x03
        files.append(File(name: "\(stem)-\(label)-changed.\(ext)", bytes: changed, anchorsPEM: anchors))
      }
    }
    for container in SignedC2PAContainer.allCases {
      var fixture = SignedC2PAFixture(actions: created)
      fixture.container = container
      fixture.xmp = SignedC2PAFixture.provenanceXMP
      try add("data-hash.\(container.rawValue)", fixture, image: container.imageByte)
    }
    for container in [SignedC2PAContainer.jpeg, .png] {
      var fixture = SignedC2PAFixture(actions: created, binding: .boxes)
      fixture.container = container
      try add("boxes-hash.\(container.rawValue)", fixture, image: container.imageByte)
    }
    for (storage, version) in [(SignedC2PAFixture.TimeStamp.Storage.sigTst, 1), (.sigTst2, 2)] {
      let authority = FixtureTimeStampAuthority()
      var fixture = SignedC2PAFixture(actions: created)
      fixture.claimVersion = version
      fixture.timeStamp = .init(authority: authority, storage: storage)
      try add("time-stamped-claim-v\(version).jpg", fixture, image: nil, extra: authority.anchorPEM)
    }
    let authority = FixtureTimeStampAuthority()
    var expired = SignedC2PAFixture(actions: created)
    expired.validity = (2020, 2021)
    expired.timeStamp = .init(authority: authority, storage: .sigTst2, time: (2021, 6, 1, 12))
    try add("expired-signer-stamped.jpg", expired, image: nil, extra: authority.anchorPEM)
    expired.timeStamp = nil
    try add("expired-signer.jpg", expired, image: nil)
    var unpadded = SignedC2PAFixture(actions: created)
    unpadded.dataHashPad = false
    try add("data-hash-without-pad.jpg", unpadded, image: nil)
    // c2pa-rs's rules on actions (`Claim::verify_actions`): a v2 history
    // opens with one c2pa.created (with its digitalSourceType) or
    // c2pa.opened (with its ingredient); an action it does not know is no
    // failure; a v1 claim is not checked.
    let capture = created[0]
    for (name, actions, version) in [
      ("actions-unknown.jpg", [C2PAFixture.Action("c2pa.crezted")], 2),
      ("actions-unknown-v1.jpg", [C2PAFixture.Action("c2pa.crezted")], 1),
      ("actions-created-then-unknown.jpg", [capture, C2PAFixture.Action("c2pa.crezted")], 2),
      ("actions-created-twice.jpg", [capture, capture], 2),
      ("actions-created-without-source-type.jpg", [C2PAFixture.Action("c2pa.created")], 2),
      ("actions-opened-without-ingredient.jpg", [C2PAFixture.Action("c2pa.opened")], 2),
    ] {
      var fixture = SignedC2PAFixture(actions: actions)
      fixture.claimVersion = version
      try add(name, fixture, image: nil)
    }
    var quirky = SignedC2PAFixture(actions: created)
    quirky.claimVersion = 1
    quirky.quirks.claimFormat = false
    try add("claim-v1-without-format.jpg", quirky, image: nil)
    quirky = SignedC2PAFixture(actions: created)
    quirky.quirks.derSignature = true
    try add("signature-der.jpg", quirky, image: nil)
    // The store's size follows the signer certificate's, whose signature's
    // DER length varies: a few tries give a store of odd size, whose pad
    // byte the exclusion takes in.
    quirky = SignedC2PAFixture(actions: created)
    quirky.container = .webp
    quirky.quirks.exclusionCoversPad = true
    for _ in 0..<32 {
      let bytes = try quirky.bytes()
      guard let chunk = ContainerRanges.riffChunk("C2PA", in: bytes), bytes[chunk.start + 4] & 1 == 1 else { continue }
      files.append(File(name: "data-hash-pad-excluded.webp", bytes: bytes, anchorsPEM: quirky.anchorPEM))
      break
    }
    // A TIFF's C2PA tag of a type other than UNDEFINED (7): c2pa-rs
    // refuses the file (`tiff_io.rs`).
    for type: UInt16 in [1, 2, 4] {
      quirky = SignedC2PAFixture(actions: created)
      quirky.container = .tiff
      quirky.quirks.c2paTagType = type
      try add("tiff-c2pa-type-\(type).tiff", quirky, image: nil)
    }
    // A data hash whose exclusion is not where the store lies (issue 32):
    // moved a byte either way, a byte longer or shorter, or around it; the
    // hash is taken over the exclusion as written.
    for (name, moved, resized, container) in [
      ("moved", 1, 0, SignedC2PAContainer.jpeg), ("moved-back", -1, 0, .jpeg), ("grown", 0, 1, .jpeg),
      ("shrunk", 0, -1, .jpeg), ("around", -1, 2, .jpeg), ("moved", 1, 0, .png), ("grown", 0, 1, .png),
      ("moved", 1, 0, .gif), ("grown", 0, 1, .gif), ("moved-back", -1, 0, .tiff),
    ] {
      quirky = SignedC2PAFixture(actions: created)
      quirky.container = container
      quirky.quirks.exclusionMoved = moved
      quirky.quirks.exclusionResized = resized
      try add("data-hash-exclusion-\(name).\(container.rawValue)", quirky, image: nil)
    }
    // An ingredient whose manifest the store holds (issue 32): intact, its
    // signature's bytes changed, signed with another key.
    for (name, signature) in [
      ("intact", SignedC2PAQuirks.IngredientSignature.intact), ("signature-changed", .bytesChanged),
      ("other-key", .otherKey),
    ] {
      quirky = SignedC2PAFixture(actions: created)
      quirky.quirks.ingredientManifest = signature
      try add("ingredient-manifest-\(name).jpg", quirky, image: nil)
    }
    // Manifest and claim labels (issue 32): c2pa-rs requires a v2 claim's
    // manifest label to be a C2PA URN (`manifest_label_to_parts`).
    for (name, manifestLabel, claimLabel) in [
      ("manifest-label-plain", "metalens-fixture-manifest", nil),
      ("manifest-label-v1-form", "metalens:urn:uuid:00000000-0000-4000-8000-00000000000a", nil),
      (
        "manifest-label-long-vendor",
        "urn:c2pa:00000000-0000-4000-8000-00000000000a:\(String(repeating: "v", count: 33))", nil
      ),
      ("claim-label-v3", nil, "c2pa.claim.v3"), ("claim-label-other", nil, "c2pa.claims"),
      ("claim-v1-label-other", nil, "c2pa.claims"), ("claim-v1-label-v2", nil, "c2pa.claim.v2"),
      ("claim-label-v1-on-v2", nil, "c2pa.claim"),
    ] as [(String, String?, String?)] {
      quirky = SignedC2PAFixture(actions: created)
      quirky.claimVersion = name.hasPrefix("claim-v1-") ? 1 : 2
      quirky.quirks.manifestLabel = manifestLabel
      quirky.quirks.claimLabel = claimLabel
      try add("\(name).jpg", quirky, image: nil)
    }
    // Update manifests (issue 32): only the actions C2PA 2.1 ("Update Manifests")
    // allows an update to record, or another.
    for (name, actions) in [
      ("update-manifest.jpg", ["c2pa.edited.metadata"]), ("update-manifest-published.jpg", ["c2pa.published"]),
      ("update-manifest-cropped.jpg", ["c2pa.cropped"]),
      ("update-manifest-metadata-then-color.jpg", ["c2pa.edited.metadata", "c2pa.color_adjustments"]),
    ] {
      quirky = SignedC2PAFixture(actions: created)
      quirky.quirks.updateActions = actions.map { C2PAFixture.Action($0) }
      try add(name, quirky, image: nil)
    }
    let ocspAuthority = FixtureTimeStampAuthority()
    for (name, fixture) in ocspFixtures(authority: ocspAuthority) {
      try add(name, fixture, image: nil, extra: fixture.timeStamp == nil ? "" : ocspAuthority.anchorPEM)
    }
    for (name, label, assertion) in try statusAssertions() {
      quirky = SignedC2PAFixture(actions: created)
      quirky.extraAssertions = [(label, assertion)]
      try add(name, quirky, image: nil)
    }
    for (name, assertion) in softBindings {
      quirky = SignedC2PAFixture(actions: created)
      quirky.extraAssertions = [("c2pa.soft-binding", assertion)]
      try add(name, quirky, image: nil)
    }
    // A soft binding in the ingredient's manifest, decodable or not.
    for (name, source) in [
      ("ingredient-soft-binding.jpg", "soft-binding.jpg"),
      ("ingredient-soft-binding-without-blocks.jpg", "soft-binding-without-blocks.jpg"),
    ] {
      quirky = SignedC2PAFixture(actions: created)
      quirky.quirks.ingredientManifest = .intact
      quirky.quirks.ingredientAssertions = softBindings.filter { $0.name == source }.map {
        ("c2pa.soft-binding", $0.assertion)
      }
      try add(name, quirky, image: nil)
    }
    // Soft bindings stored but not listed in the claim, well-formed or not.
    for (name, source) in [
      ("soft-binding-not-in-claim.jpg", "soft-binding.jpg"),
      ("soft-binding-not-in-claim-without-blocks.jpg", "soft-binding-without-blocks.jpg"),
    ] {
      quirky = try softBindingFixture(source)
      quirky.quirks.extraAssertionsUnlisted = true
      try add(name, quirky, image: nil)
    }
    // A signer under an intermediate CA, valid or expired at signing time.
    for (name, years) in [("signer-intermediate.jpg", (2020, 2049)), ("signer-intermediate-expired.jpg", (2020, 2021))]
    {
      var fixture = SignedC2PAFixture(actions: created)
      fixture.intermediate = .root("MetaLens Fixture Intermediate")
      fixture.intermediate?.years = years
      try add(name, fixture, image: nil)
    }
    // An "intermediate" that may not issue certificates: no CA, or no keyCertSign.
    for (name, isAuthority, keyUsage) in [
      ("signer-under-end-entity.jpg", false, UInt8(0x06)), ("signer-under-no-keycertsign.jpg", true, UInt8(0x80)),
    ] {
      var fixture = SignedC2PAFixture(actions: created)
      fixture.intermediate = .root("MetaLens Fixture Intermediate")
      fixture.intermediate?.isAuthority = isAuthority
      fixture.intermediate?.keyUsage = keyUsage
      try add(name, fixture, image: nil)
    }
    for (name, change) in profileBreaks {
      var fixture = SignedC2PAFixture(actions: created)
      change(&fixture.profile)
      try add("signer-\(name).jpg", fixture, image: nil)
    }
    for (name, form, version) in [
      ("bmff-v2.heic", SignedBMFFFixture.Form.still(brand: "heic"), 2), ("bmff-v3.avif", .still(brand: "avif"), 3),
      ("bmff-v1.heic", .still(brand: "heic"), 1), ("bmff-fragments-v3.avif", .fragments(3), 3),
    ] {
      let fixture = SignedBMFFFixture(form: form, version: version)
      files.append(File(name: name, bytes: try fixture.bytes(), anchorsPEM: fixture.signer.anchorPEM))
    }
    for (name, blocks) in mdatBlocks {
      let (fixture, change) = blocks
      var bytes = try fixture.bytes()
      change(&bytes)
      files.append(File(name: name, bytes: bytes, anchorsPEM: fixture.signer.anchorPEM))
    }
    files += try identityFiles()
    return files
  }

  /// Stills with a Merkle tree over their `mdat`'s blocks (as c2pa-rs
  /// 0.91.3 signs with `core.merkle_tree_chunk_size_in_kb`), and copies
  /// changed: a block's byte, the tree's count, a block size of 0.
  static var mdatBlocks: [(String, (SignedBMFFFixture, @Sendable (inout [UInt8]) -> Void))] {
    func blocks(_ brand: String, _ size: Int, proofs: Bool = true, _ changes: [(String, CBORItem)] = [])
      -> SignedBMFFFixture
    {
      var fixture = SignedBMFFFixture(form: .still(brand: brand), version: 3)
      fixture.blockSize = size
      fixture.proofBoxes = proofs
      fixture.blockMapChanges = changes
      return fixture
    }
    let unchanged: @Sendable (inout [UInt8]) -> Void = { _ in }
    return [
      ("bmff-mdat-blocks-v3.heic", (blocks("heic", 64), unchanged)),
      ("bmff-mdat-leaves-v3.avif", (blocks("avif", 100, proofs: false), unchanged)),
      ("bmff-mdat-blocks-changed.heic", (blocks("heic", 64), { SignedBMFFFixture.changeMdat(&$0, at: 16 + 64 + 3) })),
      (
        "bmff-mdat-leaves-changed.avif",
        (blocks("avif", 100, proofs: false), { SignedBMFFFixture.changeMdat(&$0, at: 250) })
      ),
      ("bmff-mdat-blocks-count.heic", (blocks("heic", 64, [("count", .int(5))]), unchanged)),
      ("bmff-mdat-blocks-size-0.heic", (blocks("heic", 64, [("fixedBlockSize", .int(0))]), unchanged)),
    ]
  }

  /// Signer certificates that break C2PA's certificate profile one rule at
  /// a time, and two that keep it with a use other than e-mail protection.
  static let profileBreaks: [(String, @Sendable (inout FixtureCertificateProfile) -> Void)] = [
    ("without-authority-key-id", { $0.authorityKeyIdentifier = false }),
    ("ca", { $0.isAuthority = true }),
    ("any-extended-key-usage", { $0.extendedKeyUsage = ["2.5.29.37.0"] }),
    ("server-auth-only", { $0.extendedKeyUsage = ["1.3.6.1.5.5.7.3.1"] }),
    ("without-extended-key-usage", { $0.extendedKeyUsage = nil }),
    ("time-stamping-and-email", { $0.extendedKeyUsage = ["1.3.6.1.5.5.7.3.8", "1.3.6.1.5.5.7.3.4"] }),
    ("without-key-usage", { $0.keyUsage = nil }),
    ("key-usage-non-repudiation", { $0.keyUsage = 0x40 }),
    ("key-usage-cert-sign", { $0.keyUsage = 0x84 }),
    ("unknown-critical-extension", { $0.unknownCriticalExtension = true }),
    ("subject-unique-id", { $0.subjectUniqueID = true }),
    ("document-signing", { $0.extendedKeyUsage = ["1.3.6.1.5.5.7.3.36"] }),
    ("c2pa-claim-signing", { $0.extendedKeyUsage = ["1.3.6.1.4.1.62558.2.1"] }),
  ]

  static func split(_ name: String) -> (String, String) {
    guard let dot = name.lastIndex(of: ".") else { return (name, "") }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
  }
}
