import FoundationEssentials

/// What one variant of a platform's re-encoding leaves in a JPEG's header:
/// one row of `scripts/data/platform-fingerprints.tsv`. A criterion left nil
/// or `.any` accepts every file; a file matches when every other one holds.
struct PlatformFingerprint: Sendable {
  /// Accepted quantization tables.
  enum Tables: Sendable {
    case ijg(ClosedRange<Int>)
    case mozjpeg(ClosedRange<Int>)
    case apple
  }

  enum JFIF: Sendable {
    case any
    /// A JFIF APP0 segment, whatever its density.
    case present
    case density(units: Int, x: Int, y: Int)
  }

  enum ICC: Sendable {
    case any
    case absent
    /// One of these description and copyright pairs.
    case named([(description: String, copyright: String)])
  }

  enum Exif: Sendable {
    case any
    case absent
    /// EXIF without a camera's make or model.
    case stub
    /// A UserComment naming Snapchat (base64 of `Snapchat/13.x (device…)`).
    case snapchat
  }

  let platform: Platform
  let variant: String
  let progressive: Bool?
  let huffman: EncoderIdentity.Huffman?
  let subsampling: String?
  let tables: [Tables]?
  let jfif: JFIF
  let icc: ICC
  let exif: Exif
  /// IPTC 2:40 must start with `FBMD`.
  let fbmd: Bool
  let longEdge: [ClosedRange<Int>]?
  /// How the platform names the files it delivers (`*` any run, `#` a digit).
  let namePatterns: [String]
  /// Who else writes the same header, when someone does.
  let sharedWith: String?
  let source: String

  /// The facts of `encoding` this fingerprint rests on, or nil when one of
  /// its criteria does not hold. Every criterion is checked before any fact
  /// is written: most files fail most fingerprints, and should cost no
  /// allocation doing so.
  func facts(_ encoding: JPEGEncoding, _ identity: EncoderIdentity) -> [EncodingFact]? {
    guard progressive.map({ $0 == encoding.progressive }) ?? true,
      huffman.map({ $0 == identity.huffman }) ?? true,
      subsampling.map({ $0 == encoding.subsampling }) ?? true,
      tables.map({ Self.accepts($0, identity) }) ?? true,
      longEdge.map({ $0.contains { $0.contains(encoding.longEdge) } }) ?? true,
      !fbmd || encoding.specialInstructions?.hasPrefix("FBMD") == true,
      jfifHolds(encoding.jfif), iccHolds(encoding), exifHolds(encoding)
    else { return nil }
    var facts: [EncodingFact] = []
    let frame = encoding.frameName
    if let progressive { facts.append(EncodingFact(marker: frame, value: progressive ? "progressive" : "baseline")) }
    if let huffman {
      facts.append(EncodingFact(marker: "DHT", value: huffman == .optimized ? "optimised tables" : "general tables"))
    }
    if let subsampling { facts.append(EncodingFact(marker: frame, value: "subsampling " + subsampling)) }
    if tables != nil { facts.append(Self.tablesFact(identity)) }
    switch jfif {
    case .any: break
    case .present: facts.append(EncodingFact(marker: "APP0 JFIF", value: "present"))
    case .density(let units, let x, let y):
      facts.append(EncodingFact(marker: "APP0 JFIF", value: "density units \(units), \(x):\(y)"))
    }
    switch icc {
    case .any: break
    case .absent: facts.append(EncodingFact(marker: "APP2 ICC_PROFILE", value: "absent"))
    case .named:
      let value = "\(encoding.iccDescription ?? ""), \(encoding.iccCopyright ?? "")"
      facts.append(EncodingFact(marker: "APP2 ICC_PROFILE", value: value))
    }
    switch exif {
    case .any: break
    case .absent: facts.append(EncodingFact(marker: "APP1 Exif", value: "absent"))
    case .stub: facts.append(EncodingFact(marker: "APP1 Exif", value: "present, no camera make or model"))
    case .snapchat: facts.append(EncodingFact(marker: "APP1 Exif", value: "UserComment naming Snapchat"))
    }
    if fbmd, let text = encoding.specialInstructions {
      facts.append(EncodingFact(marker: "APP13 IPTC", value: "Special Instructions (2:40) \(text.prefix(8))…"))
    }
    if longEdge != nil { facts.append(EncodingFact(marker: frame, value: "long edge \(encoding.longEdge) px")) }
    return facts
  }

  private static func accepts(_ accepted: [Tables], _ identity: EncoderIdentity) -> Bool {
    accepted.contains { table in
      switch (table, identity.family) {
      case (.ijg(let range), .ijg), (.mozjpeg(let range), .mozjpeg): identity.quality.map(range.contains) == true
      case (.apple, .apple): true
      default: false
      }
    }
  }

  private static func tablesFact(_ identity: EncoderIdentity) -> EncodingFact {
    switch identity.family {
    case .ijg: EncodingFact(marker: "DQT", value: "IJG tables at quality \(identity.quality ?? 0)")
    case .mozjpeg: EncodingFact(marker: "DQT", value: "mozjpeg default tables at quality \(identity.quality ?? 0)")
    case .apple: EncodingFact(marker: "DQT", value: "Apple's tables")
    default: EncodingFact(marker: "DQT", value: "\(identity.family.rawValue) tables")
    }
  }

  private func jfifHolds(_ density: JPEGEncoding.Density?) -> Bool {
    switch jfif {
    case .any: true
    case .present: density != nil
    case .density(let units, let x, let y): density == JPEGEncoding.Density(units: units, x: x, y: y)
    }
  }

  private func iccHolds(_ encoding: JPEGEncoding) -> Bool {
    switch icc {
    case .any: true
    case .absent: encoding.iccDescription == nil
    case .named(let names):
      names.contains { $0.description == encoding.iccDescription && $0.copyright == encoding.iccCopyright }
    }
  }

  private func exifHolds(_ encoding: JPEGEncoding) -> Bool {
    switch exif {
    case .any: true
    case .absent: encoding.exif == .absent
    case .stub: encoding.exif == .stub
    case .snapchat: encoding.userComment.map(Self.namesSnapchat) ?? false
    }
  }

  /// Snapchat writes `Snapchat/13.x (device; Android …)` in base64 after a
  /// few bytes of its own; the start of the text is enough.
  static func namesSnapchat(_ comment: String) -> Bool {
    if comment.contains("Snapchat/") { return true }
    let start = comment.utf8.prefix(96)
    guard let decoded = Data(base64Encoded: String(decoding: start.prefix(start.count / 4 * 4), as: UTF8.self))
    else { return false }
    let needle = Array("Snapchat/".utf8)
    return decoded.count >= needle.count
      && (0...(decoded.count - needle.count)).contains { decoded.dropFirst($0).starts(with: needle) }
  }
}
