/// Keeps the XMP Toolkit from rewriting a packet's properties.
///
/// When the toolkit parses a packet it moves "alias" properties to their base
/// property: `tiff:Software` becomes `xmp:CreatorTool`, `pdf:Author` becomes
/// `dc:creator`. That would report tags the file does not contain. So before
/// parsing, every namespace the packet declares (except RDF's and the
/// `x:xmpmeta` wrapper's) is renamed to a private `urn:metalens:nsN` URI that
/// the toolkit knows nothing about; after parsing, each property is mapped
/// back to the namespace and prefix the packet declared.
struct XMPNamespaceIsolator {
  struct Declaration: Equatable {
    let uri: String
    let prefix: String
  }

  /// The packet with its namespace URIs replaced.
  let packet: [UInt8]
  /// Private URI → the declaration it replaced.
  let declarations: [String: Declaration]

  private static let kept: Set<String> = [
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "adobe:ns:meta/", "http://www.w3.org/XML/1998/namespace",
  ]
  private static let marker = Array("xmlns:".utf8)

  init(_ original: [UInt8]) {
    var output: [UInt8] = []
    output.reserveCapacity(original.count + 256)
    var declarations: [String: Declaration] = [:]
    var privateURIs: [String: String] = [:]
    var index = 0
    var copied = 0
    while let found = ByteSearch.firstOffset(of: Self.marker, in: original, from: index) {
      index = found + Self.marker.count
      guard let (prefix, uriRange) = Self.declaration(in: original, at: index) else { continue }
      let uri = TextDecoding.text(original[uriRange])
      guard !Self.kept.contains(uri) else { continue }
      let replacement: String
      if let known = privateURIs[uri] {
        replacement = known
      } else {
        replacement = "urn:metalens:ns\(privateURIs.count)"
        privateURIs[uri] = replacement
        declarations[replacement] = Declaration(uri: uri, prefix: prefix)
      }
      output += original[copied..<uriRange.lowerBound]
      output += Array(replacement.utf8)
      copied = uriRange.upperBound
      index = uriRange.upperBound
    }
    output += original[copied...]
    self.packet = output
    self.declarations = declarations
  }

  /// The original declaration behind a (possibly private) namespace URI.
  func declaration(for uri: String) -> Declaration {
    declarations[uri] ?? Declaration(uri: uri, prefix: "")
  }

  /// Parses `prefix = "uri"` after `xmlns:`.
  private static func declaration(in bytes: [UInt8], at start: Int) -> (String, Range<Int>)? {
    var position = start
    while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
    let prefix = TextDecoding.text(bytes[start..<position])
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
    position += 1
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    guard position < bytes.count, bytes[position] == 0x22 || bytes[position] == 0x27 else { return nil }
    let quote = bytes[position]
    let uriStart = position + 1
    guard let uriEnd = bytes[uriStart...].firstIndex(of: quote), !prefix.isEmpty else { return nil }
    return (prefix, uriStart..<uriEnd)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    !isSpace(byte) && byte != UInt8(ascii: "=") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
