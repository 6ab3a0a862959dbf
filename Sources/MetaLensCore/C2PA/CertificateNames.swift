private import SwiftASN1
private import X509

/// The one place metalens reads X.509 certificates (with swift-certificates):
/// the names in a C2PA signer's certificate.
///
/// swift-certificates refuses certificates whose key it cannot use (RSA-PSS
/// keys, which C2PA's PS256 signers have); the names are then read from the
/// TBSCertificate directly (serial, issuer and subject are its 2nd, 4th and
/// 6th fields after the optional version).
enum CertificateNames {
  static func signer(der: [UInt8]) -> C2PASigner? {
    if let certificate = try? Certificate(derEncoded: der) {
      return signer(subject: certificate.subject, issuer: certificate.issuer, serial: certificate.serialNumber.bytes)
    }
    guard let root = try? DER.parse(der), case .constructed(let parts) = root.content,
      let tbs = parts.first(where: { _ in true }), case .constructed(let fields) = tbs.content
    else { return nil }
    var list = Array(fields)
    if list.first?.identifier.tagClass == .contextSpecific { list.removeFirst() }  // [0] version
    guard list.count >= 5, let issuer = try? DistinguishedName(derEncoded: list[2]),
      let subject = try? DistinguishedName(derEncoded: list[4])
    else { return nil }
    let serial: [UInt8] = if case .primitive(let bytes) = list[0].content { Array(bytes) } else { [] }
    return signer(subject: subject, issuer: issuer, serial: serial)
  }

  /// c2pa-rs names the issuer by its organisation.
  private static func signer(subject: DistinguishedName, issuer: DistinguishedName, serial: some Collection<UInt8>) -> C2PASigner {
    C2PASigner(
      commonName: value(of: .RDNAttributeType.commonName, in: subject),
      organization: value(of: .RDNAttributeType.organizationName, in: subject),
      issuer: value(of: .RDNAttributeType.organizationName, in: issuer)
        ?? value(of: .RDNAttributeType.commonName, in: issuer),
      serialNumber: decimal(serial))
  }

  private static func value(of type: ASN1ObjectIdentifier, in name: DistinguishedName) -> String? {
    for rdn in name {
      for attribute in rdn where attribute.type == type {
        return String(attribute.value) ?? attribute.value.description
      }
    }
    return nil
  }

  /// A big-endian unsigned integer in decimal, as c2pa-rs prints serial numbers.
  static func decimal(_ bytes: some Collection<UInt8>) -> String {
    var digits: [UInt8] = []  // little-endian base-10 digits
    for byte in bytes {
      var carry = Int(byte)
      for index in digits.indices {
        let value = Int(digits[index]) * 256 + carry
        digits[index] = UInt8(value % 10)
        carry = value / 10
      }
      while carry > 0 {
        digits.append(UInt8(carry % 10))
        carry /= 10
      }
    }
    return digits.isEmpty ? "0" : String(digits.reversed().map { Character(String($0)) })
  }
}
