/// Reads XMP packets into tags grouped as ExifTool groups them (`XMP-xmp`,
/// `XMP-xmpMM`, `XMP-iptcExt`…), structures and arrays included.
struct XMPReader {
  struct Result {
    var tags: [MetadataTag] = []
    var notices: [ReadingNotice] = []
  }

  /// The identifier of an APP1 segment holding the standard XMP packet.
  static let identifier = "http://ns.adobe.com/xap/1.0/"
  /// The same identifier as some writers mangle it, `XMP\0` for `http`, NUL included.
  static let oldIdentifier = Array("XMP\0://ns.adobe.com/xap/1.0/\0".utf8)
  /// Reads the standard packet and, when it names one with
  /// `xmpNote:HasExtendedXMP`, the Extended XMP packet it refers to.
  func read(standard: [UInt8]?, extended: ExtendedXMPAssembler) -> Result {
    var result = Result()
    result.notices = extended.notices
    if let standard {
      result.tags = tags(of: standard, label: "the XMP packet", notices: &result.notices)
    }
    let named = result.tags.first { $0.group == "XMP-xmpNote" && $0.name == "HasExtendedXMP" }?.value.text
    for guid in extended.guids where guid != named {
      result.notices.append(
        ReadingNotice(XMPNotice.extendedUnnamed(guid: guid)))
    }
    guard let named, extended.guids.contains(named) else { return result }
    switch extended.packet(guid: named) {
    case .success(let packet):
      result.tags += tags(of: packet, label: "the Extended XMP packet", notices: &result.notices)
    case .failure(let problem):
      result.notices.append(
        ReadingNotice(XMPNotice.extendedIncomplete(guid: named, problem: problem)))
    }
    return result
  }

  /// Why `isolated` is not handed to exempi, if it is not: nesting that
  /// would exhaust the parser's stack, or nodes so wide that its parse
  /// would run for minutes (`XMPFanOut`).
  static func refusal(of isolated: XMPNamespaceIsolator, label: String) -> XMPNotice? {
    if isolated.depth > ReadLimits.maxXMPDepth { return .tooDeep(label: label, depth: isolated.depth) }
    if isolated.fanOut.work > ReadLimits.maxXMPFanOutWork {
      return .tooWide(label: label, widest: isolated.fanOut.widest, work: isolated.fanOut.work)
    }
    return nil
  }

  /// The tags of one packet, parsed with exempi's `xmp_parse`.
  func tags(of original: [UInt8], label: String, notices: inout [ReadingNotice]) -> [MetadataTag] {
    var packet = XMPLatinDeclaration.transcoded(Self.utf8(original))
    var isolated = XMPNamespaceIsolator(packet)
    if let refusal = Self.refusal(of: isolated, label: label) {
      notices.append(ReadingNotice(refusal))
      return []
    }
    var parsed = ExempiParser.nodes(of: isolated.packet)
    if parsed?.isEmpty == true, let wrapped = XMPPacketRepair.wrapped(packet) {
      // exempi reads nothing from an rdf:RDF without its x:xmpmeta wrapper,
      // which ISO 16684-1 §7.3.3 makes optional: read it wrapped.
      let rewrapped = XMPNamespaceIsolator(wrapped)
      if Self.refusal(of: rewrapped, label: label) == nil, let nodes = ExempiParser.nodes(of: rewrapped.packet),
        !nodes.isEmpty
      {
        isolated = rewrapped
        parsed = nodes
      }
    }
    if parsed == nil {
      // Rejected: read what can be read when the faults are ones XMPPacketTrim
      // (around the XMP) and XMPPacketRepair (inside it) know, in that order.
      // Every packet handed to exempi again is held to the limits: a trim
      // can drop what made the first measure short (an unterminated comment
      // before the packet).
      var refused: XMPNotice?
      func parse(_ candidate: [UInt8]) -> Bool {
        let candidateIsolated = XMPNamespaceIsolator(candidate)
        if let refusal = Self.refusal(of: candidateIsolated, label: label) {
          refused = refusal
          return false
        }
        guard let nodes = ExempiParser.nodes(of: candidateIsolated.packet) else { return false }
        (isolated, parsed, packet) = (candidateIsolated, nodes, candidate)
        return true
      }
      let trim = XMPPacketTrim(packet)
      let trimmed = ReadingNotice(
        XMPNotice.trimmed(label: label, leading: trim.leading, trailing: trim.trailing, declaration: trim.declaration))
      if trim.isChanged, parse(trim.packet) {
        notices.append(trimmed)
      } else if refused == nil {
        // The trimmed packet first, then the packet as it came (a repair
        // may need a declaration a trim dropped).
        let sources = trim.isChanged ? [(trim.packet, true), (packet, false)] : [(packet, false)]
        for (source, isTrimmed) in sources where parsed == nil && refused == nil {
          let repair = XMPPacketRepair(source)
          guard repair.isChanged, parse(repair.packet) else { continue }
          if isTrimmed { notices.append(trimmed) }
          notices.append(
            ReadingNotice(
              XMPNotice.repaired(label: label, duplicates: repair.duplicates, invalidNames: repair.invalidNames)))
        }
      }
      if let refused {
        notices.append(ReadingNotice(refused))
        return []
      }
    }
    guard let nodes = parsed else {
      notices.append(ReadingNotice(XMPNotice.rejected(label: label)))
      return []
    }
    var tags: [MetadataTag] = []
    if let toolkit = Self.attribute("x:xmptk", in: packet) ?? Self.attribute("x:xaptk", in: packet) {
      tags.append(MetadataTag(group: "XMP-x", name: "XMPToolkit", value: .text(toolkit)))
    }
    if let about = Self.attribute("rdf:about", in: packet), !about.isEmpty {
      tags.append(MetadataTag(group: "XMP-rdf", name: "About", value: .text(about)))
    }
    for property in XMPTreeBuilder.properties(from: nodes) {
      let namespace = isolated.declaration(for: property.schema)
      let group = XMPNamespaces.group(for: namespace.uri, declaredPrefix: namespace.prefix)
      let name = XMPNamespaces.tagName(property.localName, inGroup: group)
      let value = XMPValueConversion.value(XMPTreeBuilder.value(of: property.node), group: group, name: name)
      tags.append(MetadataTag(group: group, name: name, value: value))
      for (language, value) in XMPTreeBuilder.otherLanguages(of: property.node) {
        tags.append(MetadataTag(group: group, name: name + "-" + language, value: value))
      }
    }
    return tags
  }

  /// The packet as UTF-8. XMP may also be written in UTF-16 (with or without
  /// a byte-order mark); such packets are converted so that one scanner
  /// serves every packet.
  static func utf8(_ packet: [UInt8]) -> [UInt8] {
    guard packet.count >= 4 else { return packet }
    let bigEndian: Bool
    var body = packet[...]
    if packet[0] == 0xFE && packet[1] == 0xFF {
      bigEndian = true
      body = packet.dropFirst(2)
    } else if packet[0] == 0xFF && packet[1] == 0xFE {
      bigEndian = false
      body = packet.dropFirst(2)
    } else if packet[0] == 0 && packet[1] != 0 {
      bigEndian = true
    } else if packet[0] != 0 && packet[1] == 0 {
      bigEndian = false
    } else {
      return packet
    }
    return Array(TextDecoding.utf16(body, bigEndian: bigEndian).utf8)
  }

  /// The `x:xmptk` attribute of `x:xmpmeta` (`x:xaptk` of the older
  /// `x:xapmeta`), and the first `rdf:about` of an `rdf:Description`, which
  /// the toolkit does not keep as properties; ExifTool reports them as
  /// XMP-x:XMPToolkit and XMP-rdf:About.
  static func attribute(_ name: String, in packet: [UInt8]) -> String? {
    let marker = Array((name + "=").utf8)
    let head = Array(packet.prefix(4096))
    guard let found = ByteSearch.firstOffset(of: marker, in: head) else { return nil }
    let start = found + marker.count
    guard start < head.count, head[start] == 0x22 || head[start] == 0x27 else { return nil }
    let quote = head[start]
    guard let end = head[(start + 1)...].firstIndex(of: quote) else { return nil }
    return TextDecoding.text(head[(start + 1)..<end])
  }
}
