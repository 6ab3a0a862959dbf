/// One entry of a `c2pa.time-stamp` assertion (C2PA 2.1's time-stamp assertion): an RFC 3161
/// time-stamp of a manifest's signature, added later (by an update manifest,
/// say) to show that the manifest existed then. Read and shown; not
/// verified, as c2pa-rs 0.91.3 does not fail one it cannot read either.
public struct C2PATimeStampAssertion: Sendable, Hashable {
  /// The label of the manifest the time-stamp is for.
  public var manifest: String
  /// The token's `genTime` (ISO 8601 UTC), nil when the value is not a token.
  public var time: String?

  public init(manifest: String, time: String?) {
    self.manifest = manifest
    self.time = time
  }

  /// The entries of a time-stamp assertion's map, in stored order.
  static func read(_ value: CBORValue) -> [C2PATimeStampAssertion] {
    guard case .map(let pairs) = value.untagged else { return [] }
    return pairs.compactMap { key, token in
      guard let manifest = key.text else { return nil }
      return C2PATimeStampAssertion(manifest: manifest, time: token.bytes.flatMap { TimeStampToken.time(der: $0) })
    }
  }
}
