internal import SwiftASN1

/// The certificates a signer must chain to for a credential to be trusted:
/// the official C2PA Trust List bundled with metalens (see
/// `C2PATrustList+Data.swift` for its source, date and licence), plus any
/// the user adds (`--trust-anchors FILE.pem`, such as the c2pa-rs test
/// roots).
public struct C2PATrustList: Sendable {
  /// One anchor list, named for the report. The bundled list is parsed
  /// when a signer is first looked up, not at start-up: parsing it took a
  /// tenth of a single-file run, and most files carry no credential.
  struct Source: Sendable {
    let name: String
    private let given: [C2PACertificate]?

    init(name: String, certificates: [C2PACertificate]) {
      self.name = name
      given = certificates
    }

    static func bundled(name: String) -> Source { Source(name: name, given: nil) }

    private init(name: String, given: [C2PACertificate]?) {
      self.name = name
      self.given = given
    }

    var certificates: [C2PACertificate] { given ?? C2PATrustList.bundled }
  }

  let sources: [Source]

  /// The number of anchors, all lists together.
  public var count: Int { sources.reduce(0) { $0 + $1.certificates.count } }

  /// The bundled C2PA Trust List, the trust lists given in the C2PA's
  /// JSON form (`--trust-list`, `C2PATrustListDocument`, each named by its
  /// scheme, date and file), and the extra PEM texts given, each named
  /// (usually its file name). A list or PEM text that holds no certificate
  /// is an error that says which. A signer is reported trusted on the first
  /// list, in this order, it chains to.
  public init(extra: [(name: String, pem: String)] = [], lists: [(file: String, json: [UInt8])] = [])
    throws(MetaLensError)
  {
    var sources = [Source.bundled(name: "the C2PA Trust List of \(Self.issued)")]
    for (file, json) in lists {
      let list = try C2PATrustListDocument.read(json, file: file)
      sources.append(Source(name: list.name, certificates: list.certificates))
    }
    for (name, pem) in extra {
      let certificates = Self.certificates(inPEM: pem)
      guard !certificates.isEmpty else {
        throw .unreadable(path: name, reason: "no PEM certificate could be read from it")
      }
      sources.append(Source(name: name, certificates: certificates))
    }
    self.sources = sources
  }

  /// Only the bundled list.
  public static let standard: C2PATrustList = {
    // The bundled list parses (a test checks it), so this cannot throw.
    (try? C2PATrustList()) ?? C2PATrustList(sources: [])
  }()

  private init(sources: [Source]) { self.sources = sources }

  static let bundled: [C2PACertificate] = certificates(inPEM: pem)

  /// Every certificate of a PEM text that parses; the others are skipped.
  static func certificates(inPEM text: String) -> [C2PACertificate] {
    guard let documents = try? PEMDocument.parseMultiple(pemString: text) else { return [] }
    return documents.compactMap { C2PACertificate(der: Array($0.derBytes)) }
  }

  /// The names of the lists, as the report states them.
  var names: [String] { sources.map(\.name) }

  /// The anchor that signed `certificate` (or is it), with its list's name.
  func anchor(for certificate: C2PACertificate) -> (certificate: C2PACertificate, list: String)? {
    for source in sources {
      for anchor in source.certificates {
        if anchor.der == certificate.der { return (anchor, source.name) }
        if anchor.subject == certificate.issuer, certificate.isSigned(by: anchor) { return (anchor, source.name) }
      }
    }
    return nil
  }
}
