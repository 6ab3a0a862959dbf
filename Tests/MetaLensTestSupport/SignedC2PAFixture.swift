import Crypto
import SwiftASN1

/// A JPEG with a C2PA manifest signed for real, for the validation tests: a
/// fresh P-256 key and a self-signed certificate for it (both made here),
/// a claim listing its assertions by hashed URI, a `c2pa.hash.data` binding
/// that excludes the APP11 segments (or a `c2pa.hash.boxes` binding over
/// the JPEG's marker segments), and an ES256 COSE signature. Tampered
/// copies are the same bytes with one byte changed.
public struct SignedC2PAFixture {
  /// The hard binding the manifest carries.
  public enum Binding: Sendable {
    case data
    /// `c2pa.hash.boxes` in its short form: the segments before the store,
    /// the store (`C2PA`), the segments after.
    case boxes
  }

  public let key = P256.Signing.PrivateKey()
  public let actions: [C2PAFixture.Action]
  /// Segments before the manifest (EXIF, XMP…).
  public let leading: [FixtureSegment]
  public let image: ImageFixture
  /// The signer certificate's ExtendedKeyUsage OIDs (dotted); e-mail
  /// protection, which C2PA accepts, unless a test asks for another.
  public let extendedKeyUsage: [String]
  public let binding: Binding

  public init(
    actions: [C2PAFixture.Action], leading: [FixtureSegment] = [],
    image: ImageFixture = ImageFixture(tables: SampleFixtures.cameraTables),
    extendedKeyUsage: [String] = ["1.3.6.1.5.5.7.3.4"], binding: Binding = .data
  ) {
    self.binding = binding
    self.extendedKeyUsage = extendedKeyUsage
    self.actions = actions
    self.leading = leading
    self.image = image
  }

  /// The self-signed certificate, DER.
  public var certificate: [UInt8] {
    let uses = extendedKeyUsage.compactMap { try? ASN1ObjectIdentifier(dotRepresentation: $0) }
    return (try? FixtureCertificate.selfSigned(key, extendedKeyUsage: uses)) ?? []
  }

  /// The certificate as PEM, to give as a trust anchor.
  public var certificatePEM: String {
    "-----BEGIN CERTIFICATE-----\n" + Base64Lines.encode(certificate) + "-----END CERTIFICATE-----\n"
  }

  /// The signed JPEG.
  public func bytes() throws -> [UInt8] {
    let certificate = self.certificate
    if binding == .boxes {
      // The bytes around the store do not depend on it: one draft gives
      // the boxes and their hashes.
      func file(_ entries: [BoxEntry]) throws -> [UInt8] {
        let store = try self.store(binding: Self.boxesHash(entries), certificate: certificate)
        return try JPEGFixture(image: image, segments: leading + C2PAFixture.segments(store)).bytes()
      }
      let draft = try file([])
      let boxes = JPEGBoxes.list(draft)
      guard let store = boxes.firstIndex(where: { $0.name == "C2PA" }) else { return draft }
      let groups = [Array(boxes[..<store]), [boxes[store]], Array(boxes[(store + 1)...])].filter { !$0.isEmpty }
      return try file(
        groups.map { group in
          let names = group.map(\.name)
          guard names != ["C2PA"], let first = group.first, let last = group.last else { return (names, [0]) }
          return (names, Array(SHA256.hash(data: draft[first.start..<(last.start + last.length)])))
        })
    }
    var exclusion = (start: 0, length: 0)
    var dataHash = [UInt8](repeating: 0, count: 32)
    var file: [UInt8] = []
    // The store's size does not depend on the hash or signature values, only
    // on the exclusion's numbers: two rounds settle them, a third fills in
    // the hash over the final layout.
    for round in 0..<4 {
      let store = try self.store(exclusion: exclusion, dataHash: dataHash, certificate: certificate)
      file = try JPEGFixture(image: image, segments: leading + C2PAFixture.segments(store)).bytes()
      let span = Self.app11Span(file)
      if round < 2 || span.start != exclusion.start || span.length != exclusion.length {
        exclusion = span
        continue
      }
      let hashed = Array(file[..<span.start]) + Array(file[(span.start + span.length)...])
      let digest = Array(SHA256.hash(data: hashed))
      if digest == dataHash { break }
      dataHash = digest
    }
    return file
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

  /// A `c2pa.hash.boxes` assertion's CBOR.
  static func boxesHash(_ entries: [BoxEntry]) -> (label: String, cbor: [UInt8]) {
    let boxes = entries.map { entry in
      CBORItem.map([
        ("names", .array(entry.names.map(CBORItem.text))), ("alg", .text("sha256")), ("hash", .bytes(entry.hash)),
        ("pad", .bytes([])),
      ])
    }
    return ("c2pa.hash.boxes", CBORItem.map([("boxes", .array(boxes))]).encoded())
  }

  func store(exclusion: (start: Int, length: Int), dataHash: [UInt8], certificate: [UInt8]) throws -> [UInt8] {
    let hashData = CBORItem.map([
      (
        "exclusions",
        .array([.map([("start", .int(Int64(exclusion.start))), ("length", .int(Int64(exclusion.length)))])])
      ),
      ("name", .text("jumbf manifest")), ("alg", .text("sha256")), ("hash", .bytes(dataHash)),
    ])
    return try store(binding: ("c2pa.hash.data", hashData.encoded()), certificate: certificate)
  }

  func store(binding: (label: String, cbor: [UInt8]), certificate: [UInt8]) throws -> [UInt8] {
    let actionItems = CBORItem.array(
      actions.map { action in
        var pairs: [(String, CBORItem)] = [("action", .text(action.action))]
        if let type = action.digitalSourceType { pairs.append(("digitalSourceType", .text(type))) }
        return .map(pairs)
      })
    let assertions = [
      C2PAFixture.superbox(
        "cbor", "c2pa.actions.v2", [C2PAFixture.box("cbor", CBORItem.map([("actions", actionItems)]).encoded())]),
      C2PAFixture.superbox("cbor", binding.label, [C2PAFixture.box("cbor", binding.cbor)]),
    ]
    let labels = ["c2pa.actions.v2", binding.label]
    let references = zip(labels, assertions).map { label, box in
      // A hashed URI covers the superbox after its 8-byte header.
      CBORItem.map([
        ("url", .text("self#jumbf=c2pa.assertions/\(label)")),
        ("hash", .bytes(Array(SHA256.hash(data: box.dropFirst(8))))),
      ])
    }
    let claim = CBORItem.map([
      ("claim_generator_info", .map([("name", .text("MetaLens Fixture Camera"))])),
      ("instanceID", .text("xmp:iid:signed-fixture")), ("signature", .text("self#jumbf=c2pa.signature")),
      ("created_assertions", .array(references)), ("alg", .text("sha256")),
    ]).encoded()
    let protected = CBORItem.labels([(1, .int(-7)), (33, .array([.bytes(certificate)]))]).encoded()
    let signed = CBORItem.array([.text("Signature1"), .bytes(protected), .bytes([]), .bytes(claim)]).encoded()
    let signature = try key.signature(for: signed).rawRepresentation
    let sign1 = CBORItem.tag(18, .array([.bytes(protected), .map([]), .null, .bytes(Array(signature))]))
    let label = "urn:c2pa:00000000-0000-4000-8000-00000000000a"
    return C2PAFixture.superbox(
      "c2pa", "c2pa",
      [
        C2PAFixture.superbox(
          "c2ma", label,
          [
            C2PAFixture.superbox("c2as", "c2pa.assertions", assertions),
            C2PAFixture.superbox("c2cl", "c2pa.claim.v2", [C2PAFixture.box("cbor", claim)]),
            C2PAFixture.superbox("c2cs", "c2pa.signature", [C2PAFixture.box("cbor", sign1.encoded())]),
          ])
      ])
  }
}
