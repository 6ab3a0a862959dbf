import Crypto
import SwiftASN1

/// A JPEG with a C2PA manifest signed for real, for the validation tests: a
/// fresh P-256 key and a self-signed certificate for it (both made here),
/// a claim listing its assertions by hashed URI, a `c2pa.hash.data` binding
/// that excludes the APP11 segments, and an ES256 COSE signature. Tampered
/// copies are the same bytes with one byte changed.
public struct SignedC2PAFixture {
  public let key = P256.Signing.PrivateKey()
  public let actions: [C2PAFixture.Action]
  /// Segments before the manifest (EXIF, XMP…).
  public let leading: [FixtureSegment]
  public let image: ImageFixture
  /// The signer certificate's ExtendedKeyUsage OIDs (dotted); e-mail
  /// protection, which C2PA accepts, unless a test asks for another.
  public let extendedKeyUsage: [String]

  public init(
    actions: [C2PAFixture.Action], leading: [FixtureSegment] = [],
    image: ImageFixture = ImageFixture(tables: SampleFixtures.cameraTables),
    extendedKeyUsage: [String] = ["1.3.6.1.5.5.7.3.4"]
  ) {
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

  func store(exclusion: (start: Int, length: Int), dataHash: [UInt8], certificate: [UInt8]) throws -> [UInt8] {
    let actionItems = CBORItem.array(
      actions.map { action in
        var pairs: [(String, CBORItem)] = [("action", .text(action.action))]
        if let type = action.digitalSourceType { pairs.append(("digitalSourceType", .text(type))) }
        return .map(pairs)
      })
    let hashData = CBORItem.map([
      (
        "exclusions",
        .array([.map([("start", .int(Int64(exclusion.start))), ("length", .int(Int64(exclusion.length)))])])
      ),
      ("name", .text("jumbf manifest")), ("alg", .text("sha256")), ("hash", .bytes(dataHash)),
    ])
    let assertions = [
      C2PAFixture.superbox(
        "cbor", "c2pa.actions.v2", [C2PAFixture.box("cbor", CBORItem.map([("actions", actionItems)]).encoded())]),
      C2PAFixture.superbox("cbor", "c2pa.hash.data", [C2PAFixture.box("cbor", hashData.encoded())]),
    ]
    let labels = ["c2pa.actions.v2", "c2pa.hash.data"]
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
