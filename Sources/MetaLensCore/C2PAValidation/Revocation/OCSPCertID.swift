internal import SwiftASN1

/// The CertID an OCSP response names the signing certificate by (RFC 6960,
/// 4.1.1), with SHA-1, the only hash c2pa-rs builds it with: a
/// SingleResponse about any other CertID (another serial, issuer, or hash)
/// is not about this certificate.
struct OCSPCertID: Equatable {
  let issuerNameHash: [UInt8]
  let issuerKeyHash: [UInt8]
  /// The serial number's INTEGER content bytes.
  let serial: [UInt8]

  static let sha1 = "1.3.14.3.2.26"

  /// The serial number of `certificate` (the TBS certificate's first field
  /// after the version).
  static func serial(of certificate: C2PACertificate) -> [UInt8]? {
    guard let tbs = try? DER.parse(certificate.tbs) else { return nil }
    let fields = tbs.constructedChildren.filter { $0.identifier.tagClass == .universal }
    guard let first = fields.first, first.identifier == .integer, case .primitive(let bytes) = first.content else {
      return nil
    }
    return Array(bytes)
  }
}

extension OCSPResponse.Single {
  func matches(_ certID: OCSPCertID) -> Bool {
    hashAlgorithm == OCSPCertID.sha1 && issuerNameHash == certID.issuerNameHash
      && issuerKeyHash == certID.issuerKeyHash && serial == certID.serial
  }
}
