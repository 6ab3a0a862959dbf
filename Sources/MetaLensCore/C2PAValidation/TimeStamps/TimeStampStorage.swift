/// Where a COSE signature keeps its RFC 3161 time-stamp and what the stamp
/// covers (C2PA 2.1, 10.3.2.5.4, "Storing the time-stamp"). Both live in the
/// unprotected header as a `tstContainer` (`{tstTokens: [{val: bstr}]}`):
/// - `sigTst` (v1, deprecated) holds a TimeStampResp over the countersignature
///   structure of the signed payload (the claim);
/// - `sigTst2` (v2, the "CTT" model of the COSE time-stamp header draft)
///   holds a TimeStampToken over the countersignature structure of the
///   finished signature: its payload is the signature as a CBOR byte string.
/// As in c2pa-rs, the first of the two labels in the header is used, and a
/// container with more than one token is malformed.
enum TimeStampStorage: Equatable {
  case v1
  case v2

  var label: String { self == .v1 ? "sigTst" : "sigTst2" }

  /// The header's time-stamp storage and its tokens, or nil when it has
  /// none.
  static func tokens(in unprotected: CBORValue) -> (storage: TimeStampStorage, tokens: [[UInt8]])? {
    guard case .map(let pairs) = unprotected.untagged else { return nil }
    for (key, value) in pairs {
      let storage: TimeStampStorage
      switch key.text {
      case "sigTst": storage = .v1
      case "sigTst2": storage = .v2
      default: continue
      }
      return (storage, (value["tstTokens"]?.array ?? []).compactMap { $0["val"]?.bytes })
    }
    return nil
  }

  /// The bytes the token's imprint covers, inside the countersignature
  /// structure: the payload for v1, the signature as a CBOR byte string for
  /// v2.
  func covered(payload: ArraySlice<UInt8>, signature: [UInt8]) -> ArraySlice<UInt8> {
    switch self {
    case .v1: return payload
    case .v2:
      var encoded: [UInt8] = []
      COSESign1.head(major: 2, length: signature.count, into: &encoded)
      return (encoded + signature)[...]
    }
  }
}
