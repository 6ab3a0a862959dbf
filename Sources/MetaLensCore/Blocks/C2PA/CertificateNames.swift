private import SwiftASN1

/// The names in a C2PA signer's X.509 certificate, read with swift-asn1's
/// DER parser, which checks every length.
///
/// Only the TBSCertificate's serial number, issuer and subject are needed
/// (its 2nd, 4th and 6th fields after the optional `[0]` version); a Name is
/// a sequence of sets of (type, value) pairs. swift-certificates would parse
/// the same DER, but it refuses RSA-PSS keys (C2PA's PS256 signers), and it
/// brings swift-crypto, which doubled the binary and added about 1.5 ms to
/// every run for two names.
enum CertificateNames {
  static let commonName: [UInt] = [2, 5, 4, 3]
  static let organizationName: [UInt] = [2, 5, 4, 10]

  ///
  /// Answers are remembered (at most 1,024): the reader
  /// names every manifest's signer, and a batch meets the same few
  /// certificates again and again.
  static func signer(der: [UInt8]) -> C2PASigner? {
    remembered.value(for: der) { parseSigner(der: der) }
  }

  private static let remembered = BoundedMemo<[UInt8], C2PASigner?>(capacity: 1024)

  private static func parseSigner(der: [UInt8]) -> C2PASigner? {
    guard let root = try? DER.parse(der), let tbs = root.constructedChildren.first else { return nil }
    var fields = tbs.constructedChildren
    if fields.first?.identifier.tagClass == .contextSpecific { fields.removeFirst() }  // [0] version
    guard fields.count >= 5 else { return nil }
    let issuer = attributes(fields[2])
    let subject = attributes(fields[4])
    let serial: [UInt8] = if case .primitive(let bytes) = fields[0].content { Array(bytes) } else { [] }
    // c2pa-rs names the issuer by its organisation.
    return C2PASigner(
      commonName: subject[commonName], organization: subject[organizationName],
      issuer: issuer[organizationName] ?? issuer[commonName], serialNumber: decimal(serial))
  }

  /// The first value of each attribute type in a Name, by OID components.
  private static func attributes(_ name: ASN1Node) -> [[UInt]: String] {
    var result: [[UInt]: String] = [:]
    for rdn in name.constructedChildren {
      for pair in rdn.constructedChildren {
        let parts = pair.constructedChildren
        guard parts.count == 2, let oid = try? ASN1ObjectIdentifier(derEncoded: parts[0]),
          case .primitive(let bytes) = parts[1].content
        else { continue }
        let key = Array(oid.oidComponents)
        if result[key] == nil { result[key] = text(bytes, tag: parts[1].identifier) }
      }
    }
    return result
  }

  /// UTF8String, PrintableString, IA5String and T61String as text;
  /// BMPString (UTF-16BE) converted.
  private static func text(_ bytes: ArraySlice<UInt8>, tag: ASN1Identifier) -> String {
    if tag.tagNumber == 30 { return TextDecoding.utf16(bytes, bigEndian: true) }
    return TextDecoding.text(bytes)
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
