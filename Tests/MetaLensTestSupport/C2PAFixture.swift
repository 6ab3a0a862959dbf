/// A C2PA manifest store built for one test: JUMBF superboxes holding a CBOR
/// claim, a `c2pa.actions.v2` assertion and, when asked, a COSE signature.
/// Nothing is signed for real: metalens reads, it does not verify.
public struct C2PAFixture: Sendable {
  public struct Action: Sendable {
    public var action: String
    public var digitalSourceType: String?
    public var softwareAgent: String?

    public init(_ action: String, digitalSourceType: String? = nil, softwareAgent: String? = nil) {
      self.action = action
      self.digitalSourceType = digitalSourceType
      self.softwareAgent = softwareAgent
    }
  }

  public var label = "urn:c2pa:00000000-0000-4000-8000-000000000001"
  public var claimGenerator = "MetaLens Fixture/1.0"
  public var title = "fixture.jpg"
  public var actions: [Action] = [Action("c2pa.created")]
  /// A DER certificate for the COSE `x5chain`, or nil for no signature box.
  public var certificate: [UInt8]?

  public init(actions: [Action] = [Action("c2pa.created")], claimGenerator: String = "MetaLens Fixture/1.0") {
    self.actions = actions
    self.claimGenerator = claimGenerator
  }

  /// The IPTC URI of a digital source type term.
  public static func sourceType(_ term: String) -> String {
    "http://cv.iptc.org/newscodes/digitalsourcetype/\(term)"
  }

  /// The whole store: one `c2pa` superbox holding one manifest.
  public func store() -> [UInt8] {
    let claim = CBORItem.map([
      ("claim_generator_info", .map([("name", .text(claimGenerator))])),
      ("instanceID", .text("xmp:iid:fixture")), ("dc:title", .text(title)), ("dc:format", .text("image/jpeg")),
    ])
    let actionItems = CBORItem.array(
      actions.map { action in
        var pairs: [(String, CBORItem)] = [("action", .text(action.action))]
        if let type = action.digitalSourceType { pairs.append(("digitalSourceType", .text(type))) }
        if let agent = action.softwareAgent { pairs.append(("softwareAgent", .map([("name", .text(agent))]))) }
        return .map(pairs)
      })
    var parts = [
      Self.superbox(
        "c2as", "c2pa.assertions",
        [
          Self.superbox(
            "cbor", "c2pa.actions.v2", [Self.box("cbor", CBORItem.map([("actions", actionItems)]).encoded())])
        ]),
      Self.superbox("c2cl", "c2pa.claim.v2", [Self.box("cbor", claim.encoded())]),
    ]
    if let certificate {
      let protected = CBORItem.labels([(1, .int(-7)), (33, .bytes(certificate))]).encoded()
      let sign1 = CBORItem.tag(
        18, .array([.bytes(protected), .map([]), .null, .bytes([UInt8](repeating: 0, count: 64))]))
      parts.append(Self.superbox("c2cs", "c2pa.signature", [Self.box("cbor", sign1.encoded())]))
    }
    return Self.superbox("c2pa", "c2pa", [Self.superbox("c2ma", label, parts)])
  }

  /// A box: 4-byte length, type, payload.
  public static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { ISOBMFFBoxes.box(type, payload) }

  /// A `jumb` superbox whose description box names C2PA type `type` (the
  /// first four bytes of its UUID) and `label`.
  public static func superbox(_ type: String, _ label: String, _ children: [[UInt8]]) -> [UInt8] {
    let uuid = Array(type.utf8) + [0x00, 0x11, 0x00, 0x10, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
    let description = box("jumd", uuid + [0x03] + Array(label.utf8) + [0])
    return box("jumb", description + children.flatMap { $0 })
  }

  /// The body of C2PA's ISOBMFF `uuid` box after its UUID: a full box
  /// header, the purpose `manifest`, an 8-byte Merkle offset, the store.
  public static func bmffPayload(_ store: [UInt8]) -> [UInt8] {
    [0, 0, 0, 0] + Array("manifest\0".utf8) + [UInt8](repeating: 0, count: 8) + store
  }

  /// APP11 segments carrying `store`, `chunkSize` bytes of it each, as box
  /// instance 1 with sequence numbers from 1 (ISO/IEC 19566-5 Annex B).
  public static func segments(_ store: [UInt8], chunkSize: Int = 60_000) -> [FixtureSegment] {
    let header = Array(store.prefix(8))
    let body = Array(store.dropFirst(8))
    return stride(from: 0, to: max(body.count, 1), by: chunkSize).enumerated().map { index, offset in
      let chunk = body[offset..<min(offset + chunkSize, body.count)]
      return .raw(
        marker: 0xEB,
        payload: [0x4A, 0x50, 0x00, 0x01] + FixtureSegment.bigEndian32(UInt32(index + 1)) + header + chunk)
    }
  }
}
