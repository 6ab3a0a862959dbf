/// Departures from what c2pa-rs writes, one at a time, for the tests and
/// the cross-check that pin how c2pa-rs reads each (issues 15 and 32).
public struct SignedC2PAQuirks: Sendable {
  /// What is wrong with the signature of the ingredient manifest a store
  /// holds before the active one (`ingredientManifest`).
  public enum IngredientSignature: Sendable {
    /// Nothing: signed as the active manifest is.
    case intact
    /// One byte of the COSE signature changed after signing, before the
    /// active manifest's ingredient hashed the manifest (so that hash
    /// matches and only the signature fails).
    case bytesChanged
    /// Signed with another key than the one its certificate names.
    case otherKey
  }

  /// How a CAWG identity assertion in the active manifest is made.
  public enum Identity: Sendable {
    /// As c2pa-rs writes it, signed by the claim's signer.
    case intact
    /// One byte of its signature changed after signing.
    case signatureChanged
    /// Its signer payload references no hard binding.
    case noHardBinding
  }

  /// The ES256 signature as a DER `ECDSA-Sig-Value` instead of COSE's raw
  /// r‖s (RFC 9053, 2.1).
  public var derSignature = false
  /// Whether a v1 claim has `dc:format`, which C2PA 1.4 (10.3) requires.
  public var claimFormat = true
  /// In a WebP, whether the exclusion takes in the pad byte after a `C2PA`
  /// chunk of odd size.
  public var exclusionCoversPad = false
  /// In a TIFF, the type of the C2PA tag's entry (its count stays the
  /// store's length in bytes), which c2pa-rs requires to be UNDEFINED (7).
  public var c2paTagType: UInt16 = 7
  /// Added to the start and to the length of the `c2pa.hash.data`
  /// exclusion that covers the store (the last one): the hash is taken
  /// over the exclusions as written, so it matches them and not where the
  /// store lies.
  public var exclusionMoved = 0
  public var exclusionResized = 0
  /// The active manifest's label, instead of `SignedC2PAFixture.manifestLabel`.
  public var manifestLabel: String?
  /// The claim box's label, instead of `c2pa.claim.v2` (or `c2pa.claim`).
  public var claimLabel: String?
  /// A second manifest before the active one, named by a `parentOf`
  /// ingredient of the active manifest by its hash, signed by the same
  /// signer as told.
  public var ingredientManifest: IngredientSignature?
  /// Assertions the ingredient manifest (`ingredientManifest`) holds
  /// besides its actions and data hash, each listed in its claim.
  public var ingredientAssertions: [(label: String, cbor: [UInt8])] = []
  /// An update manifest after the fixture's own, made active, recording
  /// these actions.
  public var updateActions: [C2PAFixture.Action]?
  /// Whether the fixture's `extraAssertions` are stored without the claim
  /// listing them.
  public var extraAssertionsUnlisted = false
  /// A CAWG identity assertion in the active manifest, made as told.
  public var identity: Identity?

  public init() {}

  /// `exclusions` with the last one moved and resized as told.
  func moved(_ exclusions: [(start: Int, length: Int)]) -> [(start: Int, length: Int)] {
    guard let last = exclusions.last else { return exclusions }
    return exclusions.dropLast() + [(last.start + exclusionMoved, last.length + exclusionResized)]
  }
}
