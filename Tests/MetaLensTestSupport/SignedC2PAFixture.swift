import Crypto
import SwiftASN1

/// A file with a C2PA manifest signed for real, for the validation tests: a
/// fresh P-256 key and a self-signed certificate for it (both made here),
/// a claim listing its assertions by hashed URI, a `c2pa.hash.data` binding
/// whose exclusions are where `container` keeps the store (or a
/// `c2pa.hash.boxes` binding over a JPEG's segments or a PNG's chunks), an
/// ES256 COSE signature and, when asked, an RFC 3161 time-stamp of it.
/// Tampered copies are the same bytes with one byte changed.
public struct SignedC2PAFixture {
  /// The hard binding the manifest carries.
  public enum Binding: Sendable {
    case data
    /// `c2pa.hash.boxes` in its short form: the boxes before the store,
    /// the store (`C2PA`), the boxes after.
    case boxes
  }

  /// A time-stamp of the claim signature (C2PA 2.1, 10.3.2.5).
  public struct TimeStamp: Sendable {
    public enum Storage: Sendable {
      /// `sigTst`: a TimeStampResp over the claim (deprecated, v1).
      case sigTst
      /// `sigTst2`: a TimeStampToken over the signature (v2).
      case sigTst2
    }

    public var authority: FixtureTimeStampAuthority
    public var storage: Storage
    /// When it was stamped (UTC year, month, day, hour).
    public var time: (Int, Int, Int, Int)
    /// The imprint covers other bytes than C2PA says it must.
    public var wrongImprint = false

    public init(
      authority: FixtureTimeStampAuthority, storage: Storage, time: (Int, Int, Int, Int) = (2024, 6, 1, 12),
      wrongImprint: Bool = false
    ) {
      self.authority = authority
      self.storage = storage
      self.time = time
      self.wrongImprint = wrongImprint
    }
  }

  public let key = P256.Signing.PrivateKey()
  /// The key of the fixture root that issues the signer's certificate.
  public let rootKey = P256.Signing.PrivateKey()
  public let actions: [C2PAFixture.Action]
  /// Segments before the manifest (EXIF, XMP…), in a JPEG.
  public let leading: [FixtureSegment]
  public let image: ImageFixture
  /// What the signer's certificate holds: by default one C2PA's profile
  /// accepts, for e-mail protection.
  public var profile = FixtureCertificateProfile()
  public let binding: Binding
  public var container = SignedC2PAContainer.jpeg
  /// An XMP packet for the file (in a JPEG, after `leading`).
  public var xmp: String?
  /// 2 for `c2pa.claim.v2`, 1 for a v1 `c2pa.claim`.
  public var claimVersion = 2
  public var timeStamp: TimeStamp?
  /// An OCSP response about the signer's certificate, stapled to the
  /// active manifest's signature (`rVals.ocspVals` in its unprotected
  /// header, C2PA 2.1, 10.3.2.6).
  public var stapledOCSP: FixtureOCSPResponse?
  /// An OCSP response about the signer's certificate in a
  /// `c2pa.certificate-status` assertion of the active manifest (C2PA 2.1,
  /// 18.17) instead.
  public var assertedOCSP: FixtureOCSPResponse?
  /// Whether the `c2pa.hash.data` map has its `pad` byte string, which
  /// C2PA 2.1 (9.2) and c2pa-rs's `DataHash` require.
  public var dataHashPad = true
  public var quirks = SignedC2PAQuirks()
  /// More assertions of the active manifest, after the actions and the hard
  /// binding, each listed in the claim by its hashed URI: a label and its
  /// CBOR.
  public var extraAssertions: [(label: String, cbor: [UInt8])] = []
  /// An intermediate CA between the root and the signer, in the COSE
  /// `x5chain` after the signer's certificate; none by default.
  public var intermediate: FixtureCertificateProfile?
  let intermediateKey = P256.Signing.PrivateKey()

  public init(
    actions: [C2PAFixture.Action], leading: [FixtureSegment] = [],
    image: ImageFixture = ImageFixture(tables: SampleFixtures.cameraTables),
    extendedKeyUsage: [String]? = ["1.3.6.1.5.5.7.3.4"], binding: Binding = .data
  ) {
    self.binding = binding
    profile.extendedKeyUsage = extendedKeyUsage
    self.actions = actions
    self.leading = leading
    self.image = image
  }

  /// The signer certificate's validity, in whole years (1 January of the
  /// first to 31 December of the second).
  public var validity: (Int, Int) {
    get { profile.years }
    set { profile.years = newValue }
  }

  static let rootName = "MetaLens Fixture Root"

  /// The signer's certificate, DER, issued by the fixture root (or the
  /// intermediate, when there is one).
  public var certificate: [UInt8] { chain[0] }

  /// The `x5chain`: the signer's certificate, then the intermediate's.
  var chain: [[UInt8]] {
    let root = FixtureCertificate.Issuer(key: rootKey, commonName: Self.rootName)
    guard let intermediate else {
      return [(try? FixtureCertificate.issue(profile, for: key.publicKey, by: root)) ?? []]
    }
    let issuer = FixtureCertificate.Issuer(key: intermediateKey, commonName: intermediate.commonName)
    return [
      (try? FixtureCertificate.issue(profile, for: key.publicKey, by: issuer)) ?? [],
      (try? FixtureCertificate.issue(intermediate, for: intermediateKey.publicKey, by: root)) ?? [],
    ]
  }

  /// The fixture root's certificate as PEM, to give as a trust anchor.
  public var anchorPEM: String {
    FixtureCertificate.pem((try? FixtureCertificate.root(rootKey, commonName: Self.rootName)) ?? [])
  }

  /// The signed file.
  public func bytes() throws -> [UInt8] {
    let chain = self.chain
    if binding == .boxes { return try boxesBound(chain: chain) }
    var exclusions: [(start: Int, length: Int)] = []
    var dataHash = [UInt8](repeating: 0, count: 32)
    var file: [UInt8] = []
    // The store's size does not depend on the hash or signature values, only
    // on the exclusions' numbers: two rounds settle them, a third fills in
    // the hash over the final layout.
    for round in 0..<4 {
      let store = try self.store(exclusions: exclusions, dataHash: dataHash, chain: chain)
      file = try container.file(store: store, xmp: xmp, image: image, leading: leading, quirks: quirks)
      let found = quirks.moved(container.exclusions(file, quirks: quirks))
      if round < 2 || !found.elementsEqual(exclusions, by: { $0 == $1 }) {
        exclusions = found
        continue
      }
      var hasher = SHA256()
      var position = 0
      for exclusion in exclusions {
        hasher.update(data: file[position..<exclusion.start])
        position = exclusion.start + exclusion.length
      }
      hasher.update(data: file[position...])
      let digest = Array(hasher.finalize())
      if digest == dataHash { break }
      dataHash = digest
    }
    return file
  }

  /// The file with the manifest removed and everything else (its XMP
  /// pointer included) kept.
  public func stripped() throws -> [UInt8] {
    try container.file(store: nil, xmp: xmp, image: image, leading: leading)
  }

  /// A `c2pa.hash.boxes` binding in its short form: the boxes before the
  /// store, the store (`C2PA`), the boxes after. The bytes around the store
  /// do not depend on it: one draft gives the boxes and their hashes.
  func boxesBound(chain: [[UInt8]]) throws -> [UInt8] {
    func file(_ entries: [BoxEntry]) throws -> [UInt8] {
      let store = try self.store(binding: Self.boxesHash(entries), chain: chain)
      return try container.file(store: store, xmp: xmp, image: image, leading: leading, quirks: quirks)
    }
    let draft = try file([])
    let boxes = container == .png ? PNGBoxes.list(draft) : JPEGBoxes.list(draft)
    guard let store = boxes.firstIndex(where: { $0.name == "C2PA" }) else { return draft }
    let groups = [Array(boxes[..<store]), [boxes[store]], Array(boxes[(store + 1)...])].filter { !$0.isEmpty }
    return try file(
      groups.map { group in
        let names = group.map(\.name)
        guard names != ["C2PA"], let first = group.first, let last = group.last else { return (names, [0]) }
        return (names, Array(SHA256.hash(data: draft[first.start..<(last.start + last.length)])))
      })
  }

  /// Where the APP11 segments lie: from the first one's marker to the end of
  /// the last consecutive one.
  public static func app11Span(_ file: [UInt8]) -> (start: Int, length: Int) {
    var offset = 2
    var start = -1
    var end = -1
    while offset + 4 <= file.count, file[offset] == 0xFF {
      let marker = file[offset + 1]
      if marker == 0xDA { break }
      let length = Int(file[offset + 2]) << 8 | Int(file[offset + 3])
      if marker == 0xEB {
        if start < 0 { start = offset }
        end = offset + 2 + length
      }
      offset += 2 + length
    }
    return start < 0 ? (0, 0) : (start, end - start)
  }

  public typealias BoxEntry = (names: [String], hash: [UInt8])
}
