import SwiftASN1

/// The `[3] Extensions` of a fixture certificate (RFC 5280, 4.2): the key
/// identifiers, BasicConstraints (critical), KeyUsage (critical) and
/// ExtendedKeyUsage, each only when its `FixtureCertificateProfile` asks
/// for it.
struct FixtureCertificateExtensions {
  let profile: FixtureCertificateProfile
  let subjectKey: [UInt8]
  let authorityKey: [UInt8]

  /// Each extension: OID, critical, the DER of its value.
  func entries() throws -> [(ASN1ObjectIdentifier, Bool, [UInt8])] {
    var entries: [(ASN1ObjectIdentifier, Bool, [UInt8])] = []
    if profile.subjectKeyIdentifier {
      entries.append(
        ([2, 5, 29, 14], false, try der { try $0.serialize(ASN1OctetString(contentBytes: subjectKey[...])) }))
    }
    if profile.authorityKeyIdentifier {
      // AuthorityKeyIdentifier ::= SEQUENCE { keyIdentifier [0] IMPLICIT OCTET STRING }
      entries.append(
        (
          [2, 5, 29, 35], false,
          try der { out in
            try out.appendConstructedNode(identifier: .sequence) {
              try ASN1OctetString(contentBytes: authorityKey[...]).serialize(
                into: &$0, withIdentifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific))
            }
          }
        ))
    }
    // BasicConstraints ::= SEQUENCE { cA BOOLEAN DEFAULT FALSE, ... }: DER
    // leaves a false cA out.
    entries.append(
      (
        [2, 5, 29, 19], true,
        try der { out in
          try out.appendConstructedNode(identifier: .sequence) { if profile.isAuthority { try $0.serialize(true) } }
        }
      ))
    if let usage = profile.keyUsage {
      let unused = usage == 0 ? 0 : usage.trailingZeroBitCount
      entries.append(
        ([2, 5, 29, 15], true, try der { try $0.serialize(ASN1BitString(bytes: [usage], paddingBits: unused)) }))
    }
    if let uses = profile.extendedKeyUsage {
      entries.append(
        (
          [2, 5, 29, 37], profile.criticalUsage,
          try der { out in
            try out.appendConstructedNode(identifier: .sequence) { list in
              for use in uses { try list.serialize(try ASN1ObjectIdentifier(dotRepresentation: use)) }
            }
          }
        ))
    }
    if profile.unknownCriticalExtension {
      entries.append(([1, 3, 6, 1, 4, 1, 99999, 7], true, try der { try $0.serialize(true) }))
    }
    return entries
  }

  func serialize(into serializer: inout DER.Serializer) throws {
    let entries = try entries()
    try serializer.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 3, tagClass: .contextSpecific)) {
      try $0.appendConstructedNode(identifier: .sequence) { all in
        for (oid, critical, value) in entries {
          try all.appendConstructedNode(identifier: .sequence) { entry in
            try entry.serialize(oid)
            if critical { try entry.serialize(true) }
            try entry.serialize(ASN1OctetString(contentBytes: value[...]))
          }
        }
      }
    }
  }

  private func der(_ body: (inout DER.Serializer) throws -> Void) throws -> [UInt8] {
    var out = DER.Serializer()
    try body(&out)
    return out.serializedBytes
  }
}
