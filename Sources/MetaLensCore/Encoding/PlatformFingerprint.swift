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
  /// its criteria does not hold.
  func facts(_ encoding: JPEGEncoding, _ identity: EncoderIdentity) -> [EncodingFact]? {
    var facts: [EncodingFact] = []
    if let progressive {
      guard encoding.progressive == progressive else { return nil }
      facts.append(EncodingFact(marker: encoding.frameName, value: progressive ? "progressive" : "baseline"))
    }
    if let huffman {
      guard identity.huffman == huffman else { return nil }
      facts.append(EncodingFact(marker: "DHT", value: huffman == .optimized ? "optimised tables" : "general tables"))
    }
    if let subsampling {
      guard encoding.subsampling == subsampling else { return nil }
      facts.append(EncodingFact(marker: encoding.frameName, value: "subsampling " + subsampling))
    }
    if let tables {
      guard let fact = Self.tablesFact(tables, identity) else { return nil }
      facts.append(fact)
    }
    guard let jfifFacts = jfifFacts(encoding.jfif), let iccFacts = iccFacts(encoding),
      let exifFacts = exifFacts(encoding)
    else { return nil }
    facts += jfifFacts + iccFacts + exifFacts
    if fbmd {
      guard let text = encoding.specialInstructions, text.hasPrefix("FBMD") else { return nil }
      facts.append(EncodingFact(marker: "APP13 IPTC", value: "Special Instructions (2:40) \(text.prefix(8))…"))
    }
    if let longEdge {
      guard longEdge.contains(where: { $0.contains(encoding.longEdge) }) else { return nil }
      facts.append(EncodingFact(marker: encoding.frameName, value: "long edge \(encoding.longEdge) px"))
    }
    return facts
  }

  private static func tablesFact(_ accepted: [Tables], _ identity: EncoderIdentity) -> EncodingFact? {
    for table in accepted {
      switch (table, identity.family) {
      case (.ijg(let range), .ijg) where identity.quality.map(range.contains) == true:
        return EncodingFact(marker: "DQT", value: "IJG tables at quality \(identity.quality ?? 0)")
      case (.mozjpeg(let range), .mozjpeg) where identity.quality.map(range.contains) == true:
        return EncodingFact(marker: "DQT", value: "mozjpeg default tables at quality \(identity.quality ?? 0)")
      case (.apple, .apple):
        return EncodingFact(marker: "DQT", value: "Apple's tables")
      default: continue
      }
    }
    return nil
  }

  // The three below answer nil when the criterion fails, no fact for `.any`,
  // and the fact that holds otherwise.

  private func jfifFacts(_ density: JPEGEncoding.Density?) -> [EncodingFact]? {
    switch jfif {
    case .any: return []
    case .present:
      return density.map { [EncodingFact(marker: "APP0 JFIF", value: "present, density units \($0.units)")] }
    case .density(let units, let x, let y):
      guard let density, density.units == units, density.x == x, density.y == y else { return nil }
      return [EncodingFact(marker: "APP0 JFIF", value: "density units \(units), \(x):\(y)")]
    }
  }

  private func iccFacts(_ encoding: JPEGEncoding) -> [EncodingFact]? {
    switch icc {
    case .any: return []
    case .absent:
      return encoding.iccDescription == nil ? [EncodingFact(marker: "APP2 ICC_PROFILE", value: "absent")] : nil
    case .named(let names):
      guard let description = encoding.iccDescription, let copyright = encoding.iccCopyright,
        names.contains(where: { $0.description == description && $0.copyright == copyright })
      else { return nil }
      return [EncodingFact(marker: "APP2 ICC_PROFILE", value: "\(description), \(copyright)")]
    }
  }

  private func exifFacts(_ encoding: JPEGEncoding) -> [EncodingFact]? {
    switch exif {
    case .any: return []
    case .absent: return encoding.exif == .absent ? [EncodingFact(marker: "APP1 Exif", value: "absent")] : nil
    case .stub:
      return encoding.exif == .stub
        ? [EncodingFact(marker: "APP1 Exif", value: "present, no camera make or model")] : nil
    case .snapchat:
      guard let comment = encoding.userComment, Self.namesSnapchat(comment) else { return nil }
      return [EncodingFact(marker: "APP1 Exif", value: "UserComment naming Snapchat")]
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
