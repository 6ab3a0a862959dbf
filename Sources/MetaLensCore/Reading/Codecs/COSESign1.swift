/// A COSE_Sign1 structure (RFC 9052, section 4.2) as C2PA signs claims: the
/// protected header bytes exactly as stored (they are signed), the
/// algorithm and certificate chain from the headers, and the signature. The
/// payload is detached: it is the claim.
struct COSESign1 {
  let protectedBytes: [UInt8]
  let algorithm: Int64?
  /// DER certificates from `x5chain` (label 33), the signer's first.
  let certificates: [[UInt8]]
  let signature: [UInt8]

  init?(_ value: CBORValue) {
    guard let parts = value.array, parts.count == 4, let protectedBytes = parts[0].bytes,
      let signature = parts[3].bytes
    else { return nil }
    self.protectedBytes = protectedBytes
    self.signature = signature
    let protected =
      protectedBytes.isEmpty ? CBORValue.map([]) : ((try? CBORDecoder.decode(protectedBytes).get()) ?? .null)
    let headers = [protected, parts[1]]
    algorithm = headers.lazy.compactMap { $0[label: 1]?.integer }.first
    let chain = headers.lazy.compactMap { $0[label: 33] ?? $0["x5chain"] }.first
    certificates = chain.map { $0.bytes.map { [$0] } ?? ($0.array ?? []).compactMap(\.bytes) } ?? []
  }

  /// `Sig_structure` for a COSE_Sign1 with an empty external AAD: the CBOR
  /// array ["Signature1", protected, h'', payload] (RFC 9052, 4.4), the bytes
  /// the signature covers.
  func signedBytes(payload: ArraySlice<UInt8>) -> [UInt8] {
    Self.structure(context: "Signature1", protected: protectedBytes, payload: payload)
  }

  /// `[context, protected, h'', payload]`: a signature structure (RFC 9052,
  /// 4.4) with an empty external AAD, or, with "CounterSignature", the
  /// countersignature structure over a claim as c2pa-rs time-stamps it (5.3,
  /// without a countersigner's protected header).
  static func structure(context: String, protected: [UInt8], payload: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = [0x84]
    head(major: 3, length: context.utf8.count, into: &out)
    out += Array(context.utf8)
    head(major: 2, length: protected.count, into: &out)
    out += protected
    head(major: 2, length: 0, into: &out)
    head(major: 2, length: payload.count, into: &out)
    out += payload
    return out
  }

  /// A CBOR item head (RFC 8949, 3.1) in its shortest form.
  static func head(major: UInt8, length: Int, into out: inout [UInt8]) {
    let type = major << 5
    switch length {
    case 0..<24: out.append(type | UInt8(length))
    case 24..<256: out += [type | 24, UInt8(length)]
    case 256..<65_536: out += [type | 25, UInt8(length >> 8), UInt8(length & 0xFF)]
    default: out += [type | 26] + (0..<4).reversed().map { UInt8((length >> ($0 * 8)) & 0xFF) }
    }
  }
}
