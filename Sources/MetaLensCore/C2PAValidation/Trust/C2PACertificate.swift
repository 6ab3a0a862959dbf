import FoundationEssentials
internal import SwiftASN1

/// The parts of an X.509 certificate (RFC 5280, 4.1) a C2PA chain check
/// needs, read with swift-asn1's DER parser: the signed TBS bytes, issuer and
/// subject (compared as DER), validity, the public key, and the signature.
///
/// swift-certificates 1.21 refuses RSASSA-PSS keys and signatures ("not
/// deployed in the WebPKI"), which C2PA signers and the C2PA test
/// certificates use, so certificates are read here and every signature is
/// checked by swift-crypto (`VerifyingKey`).
struct C2PACertificate: Sendable, Hashable {
  let der: [UInt8]
  let tbs: [UInt8]
  let issuer: [UInt8]
  let subject: [UInt8]
  let notBefore: Date
  let notAfter: Date
  let key: VerifyingKey
  /// The signature algorithm's OID (dotted) and the RSASSA-PSS hash, if any.
  let signatureAlgorithm: String
  let signature: [UInt8]
  /// 1 for X.509 v1, 3 for v3.
  let version: Int
  /// The KeyUsage bits (RFC 5280, 4.2.1.3), first byte first, when present.
  let keyUsage: [UInt8]?
  /// ExtendedKeyUsage OIDs, dotted, when the extension is present.
  let extendedKeyUsage: [String]?
  /// BasicConstraints' cA flag.
  let isAuthority: Bool

  init?(der: [UInt8]) {
    guard let root = try? DER.parse(der) else { return nil }
    let parts = root.constructedChildren
    guard parts.count == 3 else { return nil }
    var tbsFields = parts[0].constructedChildren
    var version = 1
    if let first = tbsFields.first, first.identifier.tagClass == .contextSpecific {
      version = (first.constructedChildren.first.flatMap { try? Int(derEncoded: $0) } ?? 0) + 1
      tbsFields.removeFirst()
    }
    guard tbsFields.count >= 6, let validity = Self.validity(tbsFields[3]),
      let key = VerifyingKey(spki: tbsFields[5]),
      let algorithm = Self.algorithm(parts[1]),
      let bits = try? ASN1BitString(derEncoded: parts[2])
    else { return nil }
    self.der = der
    tbs = Array(parts[0].encodedBytes)
    issuer = Array(tbsFields[2].encodedBytes)
    subject = Array(tbsFields[4].encodedBytes)
    (notBefore, notAfter) = validity
    self.key = key
    signatureAlgorithm = algorithm
    signature = Array(bits.bytes)
    self.version = version
    var extensions: [String: ASN1Node] = [:]
    for entry in Self.extensions(tbsFields) {
      if let value = entry.value { extensions[entry.oid] = value }
    }
    keyUsage = extensions["2.5.29.15"].flatMap { try? ASN1BitString(derEncoded: $0) }.map { Array($0.bytes) }
    extendedKeyUsage = extensions["2.5.29.37"].map { node in
      node.constructedChildren.compactMap { try? ASN1ObjectIdentifier(derEncoded: $0) }.map(\.description)
    }
    isAuthority = extensions["2.5.29.19"]?.constructedChildren.first.flatMap { try? Bool(derEncoded: $0) } ?? false
  }

  /// One entry of the TBS certificate's `[3]` (RFC 5280, 4.1: a sequence
  /// of {OID, critical BOOLEAN DEFAULT FALSE, OCTET STRING}): its OID, its
  /// critical flag, and its value parsed as DER (nil when that fails).
  struct Extension {
    let oid: String
    let critical: Bool
    let value: ASN1Node?
  }

  /// The extensions of a TBS certificate, version field removed: `[3]`
  /// comes after the six fields and the optional unique identifiers `[1]`
  /// and `[2]`. Read here for the chain check and by
  /// `CertificateProfileFields` for the profile.
  static func extensions(_ tbsFields: some Collection<ASN1Node>) -> [Extension] {
    let field = tbsFields.dropFirst(6).first {
      $0.identifier == ASN1Identifier(tagWithNumber: 3, tagClass: .contextSpecific)
    }
    return (field?.constructedChildren.first?.constructedChildren ?? []).compactMap { entry in
      let items = Array(entry.constructedChildren)
      guard let oid = items.first.flatMap({ try? ASN1ObjectIdentifier(derEncoded: $0) }) else { return nil }
      let critical = items.count == 3 && ((try? Bool(derEncoded: items[1])) ?? false)
      let value = items.last.flatMap { try? ASN1OctetString(derEncoded: $0) }.flatMap {
        try? DER.parse(Array($0.bytes))
      }
      return Extension(oid: oid.description, critical: critical, value: value)
    }
  }

  /// True when `time` is within the certificate's validity.
  func isValid(at time: Date) -> Bool {
    notBefore <= time && time <= notAfter
  }

  /// True when `issuer`'s key signed this certificate's TBS bytes.
  func isSigned(by issuer: C2PACertificate) -> Bool {
    CertificateMemo.isSigned(self, by: issuer)
  }

  /// The subject's common name and organisation, for the report.
  var subjectName: String {
    let signer = CertificateNames.signer(der: der)
    return [signer?.commonName, signer?.organization].compactMap { $0 }.joined(separator: ", ")
  }

  static func algorithm(_ node: ASN1Node) -> String? {
    guard let oid = node.constructedChildren.first.flatMap({ try? ASN1ObjectIdentifier(derEncoded: $0) }) else {
      return nil
    }
    return oid.description
  }

  static func validity(_ node: ASN1Node) -> (Date, Date)? {
    let times = node.constructedChildren.compactMap(date)
    return times.count == 2 ? (times[0], times[1]) : nil
  }

  /// A UTCTime or GeneralizedTime, told apart by its tag first: a failed
  /// parse throws an error whose description alone costs more than the date.
  static func date(_ node: ASN1Node) -> Date? {
    var components = DateComponents()
    if node.identifier == UTCTime.defaultIdentifier, let time = try? UTCTime(derEncoded: node) {
      (components.year, components.month, components.day) = (time.year, time.month, time.day)
      (components.hour, components.minute, components.second) = (time.hours, time.minutes, time.seconds)
    } else if node.identifier == GeneralizedTime.defaultIdentifier, let time = try? GeneralizedTime(derEncoded: node) {
      (components.year, components.month, components.day) = (time.year, time.month, time.day)
      (components.hour, components.minute, components.second) = (time.hours, time.minutes, time.seconds)
    } else {
      return nil
    }
    return utc.date(from: components)
  }

  /// The Gregorian calendar in UTC, made once.
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()
}
