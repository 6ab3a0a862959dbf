/// What the XMP readers could not read (`XMPReader`,
/// `ExtendedXMPAssembler`), with the packet's own names and numbers.
enum XMPNotice: NoticeWording {
  case extendedChunkTooShort
  /// An Extended XMP packet the standard packet does not name.
  case extendedUnnamed(guid: String)
  /// The named Extended XMP packet, and why it could not be assembled.
  case extendedIncomplete(guid: String, problem: ExtendedXMPProblem)
  /// A packet (`label`) nested deeper than `ReadLimits.maxXMPDepth`.
  case tooDeep(label: String, depth: Int)
  /// A packet (`label`) whose parse would cost more than
  /// `ReadLimits.maxXMPFanOutWork` (`XMPFanOut`).
  case tooWide(label: String, widest: Int, work: Int)
  /// A packet exempi rejected, read without what broke it.
  case repaired(label: String, duplicates: [String], invalidNames: [String])
  /// A packet exempi rejected, read without the bytes around it or the XML
  /// declaration that broke it (`XMPPacketTrim`).
  case trimmed(label: String, leading: Int, trailing: Int, declaration: String?)
  case rejected(label: String)

  var code: ReadingNotice.Code {
    switch self {
    case .extendedChunkTooShort: .xmpExtendedChunkTooShort
    case .extendedUnnamed: .xmpExtendedUnnamed
    case .extendedIncomplete: .xmpExtendedIncomplete
    case .tooDeep: .xmpTooDeep
    case .tooWide: .xmpTooWide
    case .repaired, .trimmed: .xmpRepaired
    case .rejected: .xmpRejected
    }
  }

  var english: String {
    switch self {
    case .extendedChunkTooShort: "an Extended XMP chunk is too short"
    case .extendedUnnamed(let guid): "Extended XMP \(guid) is not the one the standard packet names; ignored"
    case .extendedIncomplete(let guid, let problem): "Extended XMP \(guid) \(problem.description); ignored"
    case .tooDeep(let label, let depth):
      "\(label) nests \(depth) elements deep, over the limit of \(ReadLimits.maxXMPDepth); ignored"
    case .tooWide(let label, let widest, let work):
      "\(label) holds up to \(widest) properties side by side (parse work \(work), the sum of their squares), "
        + "over the limit of \(ReadLimits.maxXMPFanOutWork); ignored"
    case .repaired(let label, let duplicates, let invalidNames):
      Self.repaired(label, duplicates, invalidNames)
    case .trimmed(let label, let leading, let trailing, let declaration):
      Self.trimmed(label, leading, trailing, declaration)
    case .rejected(let label): "\(label) is not well-formed XMP; exempi rejected it"
    }
  }

  /// What a repair dropped.
  private static func repaired(_ label: String, _ duplicates: [String], _ invalidNames: [String]) -> String {
    var parts: [String] = []
    if !duplicates.isEmpty {
      parts.append(
        "repeated properties left out, the first of each kept (\(duplicates.count): "
          + "\(duplicates.prefix(5).joined(separator: ", ")))")
    }
    if !invalidNames.isEmpty {
      parts.append(
        "elements whose names are not XML names left out (\(invalidNames.count): "
          + "\(invalidNames.prefix(5).joined(separator: ", ")))")
    }
    return "\(label) is not well-formed XMP (exempi rejected it); read without its faults: "
      + parts.joined(separator: "; ")
  }

  /// What a trim dropped.
  private static func trimmed(_ label: String, _ leading: Int, _ trailing: Int, _ declaration: String?) -> String {
    var parts: [String] = []
    if leading > 0 { parts.append("\(leading) stray bytes before the packet left out") }
    if trailing > 0 { parts.append("\(trailing) stray bytes after the packet left out") }
    if let declaration { parts.append("its misplaced or mislabelled XML declaration \(declaration) left out") }
    return "\(label) is not well-formed XMP (exempi rejected it); read without what surrounds it: "
      + parts.joined(separator: "; ")
  }
}
