/// A manifest's COSE_Sign1 signature (RFC 9052): the algorithm and the
/// signer's certificate chain (`x5chain`, label 33) from its headers, and the
/// RFC 3161 time-stamp C2PA keeps in `sigTst`/`sigTst2`.
///
/// Only read: the signature is not checked, nor the chain against any trust
/// list.
struct COSESignature {
  let algorithm: String?
  /// DER certificates, the signer's first.
  let certificates: [[UInt8]]
  /// DER RFC 3161 TimeStampTokens.
  let timeStampTokens: [[UInt8]]

  init(_ value: CBORValue) {
    let parts = value.array ?? []
    let protected = parts.first?.bytes.flatMap { try? CBORDecoder.decode($0).get() } ?? .map([])
    let unprotected = parts.count > 1 ? parts[1] : .map([])
    let headers = [protected, unprotected]
    algorithm = headers.lazy.compactMap { $0[label: 1]?.integer }.first.map(Self.algorithmName)
    let chain = headers.lazy.compactMap { $0[label: 33] ?? $0["x5chain"] }.first
    certificates = chain.map { $0.bytes.map { [$0] } ?? ($0.array ?? []).compactMap(\.bytes) } ?? []
    timeStampTokens = headers.flatMap { header in
      ["sigTst2", "sigTst"].flatMap { key in
        (header[key]?["tstTokens"]?.array ?? []).compactMap { $0["val"]?.bytes }
      }
    }
  }

  var signer: C2PASigner? {
    var signer = certificates.first.flatMap(CertificateNames.signer(der:)) ?? C2PASigner()
    signer.algorithm = algorithm
    signer.timeStamp = timeStampTokens.lazy.compactMap(TimeStampToken.time(der:)).first
    return signer == C2PASigner() ? nil : signer
  }

  /// COSE algorithm identifiers (IANA registry) by the names c2pa-rs uses.
  static func algorithmName(_ identifier: Int64) -> String {
    switch identifier {
    case -7: "ES256"
    case -35: "ES384"
    case -36: "ES512"
    case -37: "PS256"
    case -38: "PS384"
    case -39: "PS512"
    case -8: "Ed25519"
    default: "COSE algorithm \(identifier)"
    }
  }
}
