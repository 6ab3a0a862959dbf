/// The issuer of a W3C verifiable credential: a URI, or an object whose
/// `id` is one (VC Data Model 2.0, 4.7). The rest of the credential is
/// not read.
struct VerifiableCredentialIssuer: Decodable {
  let issuer: String

  private enum Key: String, CodingKey {
    case issuer
    case id
  }

  init(from decoder: any Decoder) throws {
    let credential = try decoder.container(keyedBy: Key.self)
    if let uri = try? credential.decode(String.self, forKey: .issuer) {
      issuer = uri
    } else {
      issuer = try credential.nestedContainer(keyedBy: Key.self, forKey: .issuer).decode(String.self, forKey: .id)
    }
  }
}
