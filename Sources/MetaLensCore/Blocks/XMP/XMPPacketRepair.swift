/// Makes a packet exempi rejected readable, when what it rejected is one of
/// the two faults found in real files, by dropping the offending property
/// elements:
///
/// - a property given twice in one `rdf:Description` (old libexif-based
///   writers list IFD0 and IFD1 resolutions both as `exif:XResolution`):
///   the XMP toolkit refuses the whole packet ("duplicate property"); the
///   first is kept, as ExifTool keeps it;
/// - an element name that is not an XML name (`exif:TIFF/EPStandardID`,
///   XML 1.0 §2.3): no XML parser accepts it.
///
/// The scan is linear in the packet and keeps a stack no deeper than the
/// packet's nesting, which `ReadLimits.maxXMPDepth` bounds before this runs.
struct XMPPacketRepair {
  /// The packet without the dropped elements.
  let packet: [UInt8]
  /// The dropped elements' names, in packet order (duplicates included).
  let duplicates: [String]
  let invalidNames: [String]

  var isChanged: Bool { !duplicates.isEmpty || !invalidNames.isEmpty }

  /// The packet with its `rdf:RDF` inside an `x:xmpmeta` element, when it
  /// has an `rdf:RDF` and no wrapper; nil otherwise.
  static func wrapped(_ packet: [UInt8]) -> [UInt8]? {
    guard ByteSearch.firstOffset(of: Array("xmpmeta".utf8), in: packet) == nil,
      ByteSearch.firstOffset(of: Array("xapmeta".utf8), in: packet) == nil,
      let start = ByteSearch.firstOffset(of: Array("<rdf:RDF".utf8), in: packet),
      let close = ByteSearch.firstOffset(of: Array("</rdf:RDF>".utf8), in: packet, from: start)
    else { return nil }
    let end = close + "</rdf:RDF>".utf8.count
    return Array(packet[..<start]) + Array("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">".utf8) + packet[start..<end]
      + Array("</x:xmpmeta>".utf8) + packet[end...]
  }

  init(_ original: [UInt8]) {
    var drop: [Range<Int>] = []
    var duplicates: [String] = []
    var invalid: [String] = []
    // Each open element: its name, where its start tag began, and the names
    // of the properties seen so far when it is an rdf:Description.
    var stack: [(name: String, start: Int)] = []
    var seen: [Set<String>] = []
    var index = 0
    let bytes = original
    func find(_ marker: [UInt8], from start: Int) -> Int? {
      ByteSearch.firstOffset(of: marker, in: bytes, from: start)
    }
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      let next = open + 1
      guard next < bytes.count else { break }
      if bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") {
        let end: [UInt8] =
          bytes[next] == UInt8(ascii: "?")
          ? Array("?>".utf8) : (bytes[next...].starts(with: Array("!--".utf8)) ? Array("-->".utf8) : Array(">".utf8))
        guard let close = find(end, from: next) else { break }
        index = close + end.count
        continue
      }
      guard let close = Self.tagEnd(bytes, from: next) else { break }
      index = close + 1
      if bytes[next] == UInt8(ascii: "/") {
        guard let element = stack.popLast() else { continue }
        if element.name == "rdf:Description" { seen.removeLast() }
        if let parent = stack.last, parent.name == "rdf:Description" {
          Self.check(
            element.name, element.start..<index, seen: &seen, drop: &drop, duplicates: &duplicates, invalid: &invalid)
        }
        continue
      }
      let selfClosing = bytes[close - 1] == UInt8(ascii: "/")
      let nameEnd = bytes[next..<close].firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? close
      var name = TextDecoding.text(bytes[next..<nameEnd])
      if selfClosing, nameEnd == close, name.hasSuffix("/") { name.removeLast() }
      if selfClosing {
        if let parent = stack.last, parent.name == "rdf:Description" {
          Self.check(name, open..<index, seen: &seen, drop: &drop, duplicates: &duplicates, invalid: &invalid)
        }
      } else {
        stack.append((name, open))
        if name == "rdf:Description" { seen.append([]) }
      }
    }
    var packet: [UInt8] = []
    var position = 0
    for range in drop.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= position {
      packet += bytes[position..<range.lowerBound]
      position = range.upperBound
    }
    packet += bytes[position...]
    self.packet = packet
    self.duplicates = duplicates
    self.invalidNames = invalid
  }

  /// Marks a property element to drop when its name is not an XML name or
  /// repeats one of its rdf:Description.
  private static func check(
    _ name: String, _ range: Range<Int>, seen: inout [Set<String>], drop: inout [Range<Int>],
    duplicates: inout [String], invalid: inout [String]
  ) {
    if !isXMLName(name) {
      drop.append(range)
      invalid.append(name)
    } else if seen.isEmpty || !seen[seen.count - 1].insert(name).inserted {
      drop.append(range)
      duplicates.append(name)
    }
  }

  /// XML 1.0 §2.3, for the ASCII range: letters, digits, `.-_:`; non-ASCII
  /// characters are accepted.
  static func isXMLName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first), first != "-", first != "." else {
      return false
    }
    return name.unicodeScalars.allSatisfy { scalar in
      !scalar.isASCII || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || ".-_:".unicodeScalars.contains(scalar)
    }
  }

  /// The `>` ending the tag that starts at `start`, outside quoted values.
  private static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var quote: UInt8?
    for index in start..<bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == 0x22 || byte == 0x27 {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return index
      }
    }
    return nil
  }
}
