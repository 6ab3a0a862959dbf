import Foundation

/// A trust list in the C2PA's own JSON form (`C2PA-TRUST-LIST.json` of
/// c2pa-org/conformance-public: an ETSI TS 119 612 style `LoTE`), holding
/// the given CA certificates as trusted services, for `--trust-list`.
public enum FixtureTrustList {
  public static func json(name: String, issued: String = "2026-01-01T00:00:00Z", certificates: [[UInt8]]) -> String {
    let services = certificates.map { der in
      [
        "ServiceInformation": [
          "ServiceStatus": "http://uri.etsi.org/TrstSvc/TrustedList/Svcstatus/trusted",
          "ServiceDigitalIdentity": ["X509Certificates": [["val": Data(der).base64EncodedString()]]],
        ]
      ]
    }
    let document: [String: Any] = [
      "LoTE": [
        "ListAndSchemeInformation": ["SchemeName": [["value": name]], "ListIssueDateTime": issued],
        "TrustedEntitiesList": [["TrustedEntityServices": services]],
      ]
    ]
    let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
