import FoundationEssentials

/// A trust list in the form the C2PA publishes its own
/// (c2pa-org/conformance-public, `trust-list/C2PA-TRUST-LIST.json`): an ETSI
/// TS 119 612 style "List of Trusted Entities" (`LoTE`) whose entities'
/// services carry their CA certificates (`X509Certificates[].val`, base64
/// DER) and a status. Only services whose `ServiceStatus` ends in
/// `/trusted` are anchors: a withdrawn CA is not.
struct C2PATrustListDocument: Decodable {
  struct Text: Decodable { let value: String? }

  struct Scheme: Decodable {
    let names: [Text]?
    let issued: String?
    enum CodingKeys: String, CodingKey {
      case names = "SchemeName"
      case issued = "ListIssueDateTime"
    }
  }

  struct Certificate: Decodable { let val: String }

  struct Service: Decodable {
    let certificates: [Certificate]
    let status: String?
    enum CodingKeys: String, CodingKey {
      case information = "ServiceInformation"
      case identity = "ServiceDigitalIdentity"
      case certificates = "X509Certificates"
      case status = "ServiceStatus"
    }

    init(from decoder: any Decoder) throws {
      let information = try decoder.container(keyedBy: CodingKeys.self)
        .nestedContainer(keyedBy: CodingKeys.self, forKey: .information)
      status = try information.decodeIfPresent(String.self, forKey: .status)
      let identity = try? information.nestedContainer(keyedBy: CodingKeys.self, forKey: .identity)
      certificates = try identity?.decodeIfPresent([Certificate].self, forKey: .certificates) ?? []
    }
  }

  struct Entity: Decodable {
    let services: [Service]?
    enum CodingKeys: String, CodingKey { case services = "TrustedEntityServices" }
  }

  struct List: Decodable {
    let scheme: Scheme?
    let entities: [Entity]?
    enum CodingKeys: String, CodingKey {
      case scheme = "ListAndSchemeInformation"
      case entities = "TrustedEntitiesList"
    }
  }

  let list: List
  enum CodingKeys: String, CodingKey { case list = "LoTE" }

  /// The list read from `bytes`, named `<scheme> of <issue date> (<file
  /// name>)`, with its trusted CAs; an error naming `file` when it is not
  /// such a list or holds no trusted certificate that parses.
  static func read(_ bytes: [UInt8], file: String) throws(MetaLensError) -> (
    name: String, certificates: [C2PACertificate]
  ) {
    guard let document = try? JSONDecoder().decode(Self.self, from: Data(bytes)) else {
      throw .unreadable(path: file, reason: "not a C2PA trust list in JSON (LoTE)")
    }
    let certificates = (document.list.entities ?? []).flatMap { $0.services ?? [] }
      .filter { $0.status?.hasSuffix("/trusted") == true }.flatMap(\.certificates)
      .compactMap { Data(base64Encoded: $0.val).flatMap { C2PACertificate(der: Array($0)) } }
    guard !certificates.isEmpty else {
      throw .unreadable(path: file, reason: "the trust list holds no trusted certificate that could be read")
    }
    let title = document.list.scheme?.names?.first?.value ?? "trust list"
    let date = document.list.scheme?.issued.map { " of " + $0.prefix(10) } ?? ""
    let fileName = file.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init) ?? file
    return ("\(title)\(date) (\(fileName))", certificates)
  }
}
