/// Keeps the XMP Toolkit from rewriting a packet's properties, and measures
/// how deeply its elements nest and how wide its nodes are before the
/// toolkit sees it.
///
/// When the toolkit parses a packet it moves "alias" properties to their base
/// property: `tiff:Software` becomes `xmp:CreatorTool`, `pdf:Author` becomes
/// `dc:creator`. That would report tags the file does not contain. So before
/// parsing, every namespace declared in a start tag (except RDF's, XML's and
/// the `x:xmpmeta` wrapper's) is renamed to a private `urn:metalens:nsN` URI
/// that the toolkit knows nothing about; after parsing, each property is
/// mapped back to the namespace and prefix the packet declared.
///
/// The scan is a single linear pass over the markup: text, comments,
/// CDATA and attribute values are never rewritten.
struct XMPNamespaceIsolator {
  struct Declaration: Equatable {
    let uri: String
    let prefix: String
  }

  /// The packet with its namespace URIs replaced.
  private(set) var packet: [UInt8] = []
  /// Private URI → the declaration it replaced.
  private(set) var declarations: [String: Declaration] = [:]
  /// The deepest element nesting in the packet.
  private(set) var depth = 0
  /// How much work the toolkit's parse will do (`XMPFanOut`).
  private(set) var fanOut = XMPFanOut()

  private static let kept: Set<String> = [
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "adobe:ns:meta/", "http://www.w3.org/XML/1998/namespace",
  ]

  init(_ original: [UInt8]) {
    var edits: [(Range<Int>, [UInt8])] = []
    var privateURIs: [String: String] = [:]
    var level = 0
    var index = 0
    let count = original.count
    while index < count {
      // Text between tags (padding, base64 thumbnails) is skipped by memchr.
      guard let open = ByteSearch.firstOffset(of: Self.openBracket, in: original, from: index), open + 1 < count
      else { break }
      index = open
      switch original[index + 1] {
      case UInt8(ascii: "!"):
        let terminator =
          Self.starts(original, "<!--", at: index)
          ? "-->" : (Self.starts(original, "<![CDATA[", at: index) ? "]]>" : ">")
        index = Self.skip(original, past: terminator, from: index + 2)
      case UInt8(ascii: "?"):
        index = Self.skip(original, past: "?>", from: index + 2)
      case UInt8(ascii: "/"):
        // Never below zero: stray close tags first must not hide the depth
        // of what follows from `ReadLimits.maxXMPDepth`.
        level = max(0, level - 1)
        fanOut.end()
        index = Self.skip(original, past: ">", from: index + 2)
      default:
        let tag = Self.startTag(original, at: index)
        if !tag.selfClosing {
          level += 1
          depth = max(depth, level)
        }
        fanOut.start(
          name: original[tag.name], attributes: tag.propertyAttributes, selfClosing: tag.selfClosing)
        for (prefix, range) in tag.namespaces {
          let uri = TextDecoding.text(original[range])
          guard !Self.kept.contains(uri) else { continue }
          let replacement = privateURIs[uri] ?? "urn:metalens:ns\(privateURIs.count)"
          if privateURIs[uri] == nil {
            privateURIs[uri] = replacement
            declarations[replacement] = Declaration(uri: uri, prefix: prefix)
          }
          edits.append((range, Array(replacement.utf8)))
        }
        index = tag.end
      }
    }
    packet.reserveCapacity(original.count + 32 * edits.count)
    var copied = 0
    for (range, replacement) in edits {
      packet += original[copied..<range.lowerBound]
      packet += replacement
      copied = range.upperBound
    }
    packet += original[copied...]
  }

  /// The original declaration behind a (possibly private) namespace URI.
  func declaration(for uri: String) -> Declaration {
    declarations[uri] ?? Declaration(uri: uri, prefix: "")
  }

  /// A start tag's name, its `xmlns:prefix="uri"` attributes, how many of
  /// its attributes are properties (not `xmlns`, `rdf:` or `xml:` ones),
  /// where it ends, and whether it closes itself.
  private static func startTag(_ bytes: [UInt8], at start: Int) -> StartTag {
    var tag = StartTag(name: start + 1..<start + 1)
    var position = start + 1
    while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">"),
      bytes[position] != UInt8(ascii: "/")
    {
      position += 1
    }
    tag.name = start + 1..<position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: ">") {
        tag.end = position + 1
        return tag
      }
      if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") {
        (tag.end, tag.selfClosing) = (position + 2, true)
        return tag
      }
      if isSpace(byte) || byte == UInt8(ascii: "/") {
        position += 1
        continue
      }
      let nameStart = position
      while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: "="),
        bytes[position] != UInt8(ascii: ">")
      {
        position += 1
      }
      let name = bytes[nameStart..<position]
      while position < bytes.count, isSpace(bytes[position]) { position += 1 }
      guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { continue }
      position += 1
      while position < bytes.count, isSpace(bytes[position]) { position += 1 }
      guard position < bytes.count, bytes[position] == 0x22 || bytes[position] == 0x27 else { continue }
      let quote = bytes[position]
      let valueStart = position + 1
      var valueEnd = valueStart
      while valueEnd < bytes.count, bytes[valueEnd] != quote { valueEnd += 1 }
      if name.starts(with: xmlnsColon), name.count > xmlnsColon.count {
        tag.namespaces.append((TextDecoding.text(name.dropFirst(xmlnsColon.count)), valueStart..<valueEnd))
      } else if !name.starts(with: xmlns), !name.starts(with: rdfColon), !name.starts(with: xmlColon) {
        tag.propertyAttributes += 1
      }
      position = valueEnd + 1
    }
    tag.end = bytes.count
    return tag
  }

  private struct StartTag {
    var name: Range<Int>
    var namespaces: [(String, Range<Int>)] = []
    var propertyAttributes = 0
    var end = 0
    var selfClosing = false
  }

  private static let xmlnsColon = Array("xmlns:".utf8)
  private static let xmlns = Array("xmlns".utf8)
  private static let rdfColon = Array("rdf:".utf8)
  private static let xmlColon = Array("xml:".utf8)
  private static let openBracket = [UInt8(ascii: "<")]

  private static func starts(_ bytes: [UInt8], _ text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    return offset + pattern.count <= bytes.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
  }

  /// The offset just after the next `terminator` at or after `start`, or the
  /// end of the bytes.
  private static func skip(_ bytes: [UInt8], past terminator: String, from start: Int) -> Int {
    let pattern = Array(terminator.utf8)
    return ByteSearch.firstOffset(of: pattern, in: bytes, from: min(start, bytes.count)).map { $0 + pattern.count }
      ?? bytes.count
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
