import FoundationEssentials

/// Who an identity claims aggregation says the named actor is: its
/// `verifiedIdentities` (CAWG Identity Assertion 1.1, 8.1.2.5), each named by
/// its `name`, else `username`, else `uri`, with its provider's name
/// (`testuser23 (behance)`). Read from the credential subject, or from the
/// top level as c2pa-rs's summary flattens it. At most 16 are kept: a
/// report line, not a directory.
struct VerifiedIdentityNames: Decodable {
  let names: [String]

  private enum Key: String, CodingKey {
    case credentialSubject
    case verifiedIdentities
  }

  private struct Identity: Decodable {
    struct Provider: Decodable { let name: String? }
    let name: String?
    let username: String?
    let uri: String?
    let provider: Provider?

    var words: String? {
      guard let who = name ?? username ?? uri else { return nil }
      return provider?.name.map { "\(who) (\($0))" } ?? who
    }
  }

  init(from decoder: any Decoder) throws {
    let credential = try decoder.container(keyedBy: Key.self)
    let subject = try? credential.nestedContainer(keyedBy: Key.self, forKey: .credentialSubject)
    let identities =
      (try? subject?.decode([Identity].self, forKey: .verifiedIdentities))
      ?? (try? credential.decode([Identity].self, forKey: .verifiedIdentities)) ?? []
    names = Array(identities.compactMap(\.words).prefix(16))
  }
}
