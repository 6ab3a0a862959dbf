internal import SwiftASN1

/// The time in an RFC 3161 TimeStampToken: a CMS ContentInfo whose SignedData
/// encapsulates a TSTInfo, whose fifth field is `genTime`. C2PA v1 stores
/// the whole TimeStampResp (a status, then the token); both are read. Walked
/// with swift-asn1's DER parser, which checks every length.
enum TimeStampToken {
  /// `genTime` as ISO 8601 UTC (`2024-08-06T21:53:37+00:00`, as c2pa-rs
  /// prints it), or nil when the token is not what RFC 3161 describes.
  static func time(der: [UInt8]) -> String? {
    parse(der).flatMap { generalizedTime(tstInfo: $0.tstInfo) }.map(text)
  }

  /// The TSTInfo's `genTime`.
  static func generalizedTime(tstInfo: ASN1Node) -> GeneralizedTime? {
    child(tstInfo, 4).flatMap { try? GeneralizedTime(derEncoded: $0) }
  }

  private static func text(_ time: GeneralizedTime) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(time.year)-\(two(time.month))-\(two(time.day))T\(two(time.hours)):\(two(time.minutes)):"
      + "\(two(time.seconds))+00:00"
  }

  /// The token's CMS SignedData, and the TSTInfo it encapsulates (its DER
  /// bytes, which the signature's message digest covers, and parsed).
  static func parse(_ der: [UInt8]) -> (signedData: ASN1Node, tstBytes: ArraySlice<UInt8>, tstInfo: ASN1Node)? {
    guard let root = try? DER.parse(der),
      let contentInfo = child(root, 0)?.identifier == .sequence ? child(root, 1) : root,
      let signedData = explicit(child(contentInfo, 1)),
      let encapsulated = child(signedData, 2),
      let eContent = explicit(child(encapsulated, 1)),
      case .primitive(let tstBytes) = eContent.content,
      let tstInfo = try? DER.parse(Array(tstBytes))
    else { return nil }
    return (signedData, tstBytes, tstInfo)
  }

  /// The `index`th child of a constructed node.
  static func child(_ node: ASN1Node?, _ index: Int) -> ASN1Node? {
    guard let children = node?.constructedChildren, index < children.count else { return nil }
    return children[index]
  }

  /// The node inside an explicit context tag (`[0] EXPLICIT`).
  static func explicit(_ node: ASN1Node?) -> ASN1Node? {
    guard let node, node.identifier.tagClass == .contextSpecific else { return nil }
    return child(node, 0)
  }
}
