/// Makes a packet exempi rejected readable when what broke it lies outside
/// the XMP itself, the three ways real writers get wrong:
///
/// - stray bytes before the packet: a JPEG APP1 identifier
///   (`http://ns.adobe.com/xap/1.0/\0`) left at the head of a HEIF item or
///   TIFF tag, NULs or text padding. XMP Part 1 (ISO 16684-1) §7.3 starts the
///   XML at `<?xpacket`, `<x:xmpmeta` or `<rdf:RDF`; expat refuses content
///   before it ("XML parsing failure");
/// - stray bytes after it: a TIFF tag whose count runs past the packet's
///   `<?xpacket end…?>` into other data (trailing NULs and white space are
///   left alone: exempi accepts them);
/// - an XML declaration that is not the document's first thing, or that
///   names a wide encoding (UTF-16, UTF-32) the bytes are not in (.NET's `XmlWriter` over a
///   `StringWriter` declares `utf-16` and the text is then saved as UTF-8):
///   XML 1.0 §2.8 and §4.3.3 make both fatal, ExifTool ignores the
///   declaration.
///
/// Only bytes outside the packet and the declaration are dropped; nothing is
/// added or rewritten. The scans are linear in the packet, whose size the
/// container reader bounds (`ReadLimits.maxReassembledBytes`, a JPEG segment).
struct XMPPacketTrim {
  /// The packet without the stray bytes and the declaration.
  let packet: [UInt8]
  /// Bytes dropped before the packet's first markup.
  let leading: Int
  /// Bytes dropped after the packet's end, other than NULs and white space.
  let trailing: Int
  /// The XML declaration dropped, as written (`<?xml … encoding="utf-16"?>`).
  let declaration: String?

  var isChanged: Bool { leading > 0 || trailing > 0 || declaration != nil }

  private static let starts = ["<?xpacket begin", "<?xml", "<x:xmpmeta", "<x:xapmeta", "<rdf:RDF"].map {
    Array($0.utf8)
  }
  private static let ends = ["</x:xmpmeta>", "</x:xapmeta>", "</rdf:RDF>"].map { Array($0.utf8) }
  private static let endPI = Array("<?xpacket end".utf8)
  private static let piClose = Array("?>".utf8)
  /// The declaration's target and the space after it, so that a processing
  /// instruction such as `<?xml-stylesheet …?>` is not taken for it.
  private static let xmlDeclaration = Array("<?xml ".utf8)

  init(_ original: [UInt8]) {
    let start = Self.starts.compactMap { ByteSearch.firstOffset(of: $0, in: original) }.min() ?? 0
    var end = original.count
    if let pi = ByteSearch.firstOffset(of: Self.endPI, in: original, from: start),
      let close = ByteSearch.firstOffset(of: Self.piClose, in: original, from: pi)
    {
      end = close + Self.piClose.count
    } else if let close = Self.ends.compactMap({ marker in
      ByteSearch.firstOffset(of: marker, in: original, from: start).map { $0 + marker.count }
    }).max() {
      end = close
    }
    if original[end...].allSatisfy({ $0 == 0 || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      end = original.count
    }
    var body = Array(original[start..<end])
    var declaration: String?
    if let found = ByteSearch.firstOffset(of: Self.xmlDeclaration, in: body),
      let close = ByteSearch.firstOffset(of: Self.piClose, in: body, from: found),
      close - found < 256
    {
      let bytes = Array(body[found..<(close + Self.piClose.count)])
      let encoding = Self.encoding(in: bytes)
      // In first place it is dropped only when it names a wide encoding
      // the packet, read as UTF-8 by then, is not in (.NET's `utf-16`); any
      // other is the truth about its bytes and stays (a Latin-1 one never
      // gets here: `XMPLatinDeclaration` has transcoded its packet).
      if found > 0 || Self.isWide(encoding) {
        body.removeSubrange(found..<(close + Self.piClose.count))
        declaration = TextDecoding.text(bytes)
      }
    }
    packet = body
    leading = start
    trailing = original.count - end
    self.declaration = declaration
  }

  /// UTF-16, UTF-32 or UCS-2/4 by name (XML 1.0 §4.3.3's names).
  private static func isWide(_ encoding: String) -> Bool {
    ["utf-16", "utf-32", "ucs-2", "ucs-4", "iso-10646-ucs-2", "iso-10646-ucs-4"].contains { encoding.hasPrefix($0) }
  }

  /// The declaration's `encoding` pseudo-attribute, lower-cased; empty when absent.
  private static func encoding(in declaration: [UInt8]) -> String {
    let marker = Array("encoding=".utf8)
    guard let found = ByteSearch.firstOffset(of: marker, in: declaration) else { return "" }
    let value = declaration[(found + marker.count)...].dropFirst().prefix { $0 != 0x22 && $0 != 0x27 }
    return TextDecoding.text(value).lowercased()
  }
}
