/// Turns a packet whose XML declaration names Latin-1 (or Windows-1252, or
/// US-ASCII) into UTF-8 without the declaration, before exempi reads it.
///
/// exempi cannot be handed such a packet as it is. Its XMP toolkit first
/// turns every byte that is not UTF-8 into UTF-8 as Windows-1252
/// (`ProcessUTF8Portion` in XMPMeta-Parse.cpp), then expat honours the
/// declaration and decodes those UTF-8 bytes as Latin-1 a second time:
/// `caf\xE9` reads `cafÃ©`. A `windows-1252` declaration, which expat does
/// not know, makes it reject the whole packet.
///
/// The labels are those the WHATWG Encoding Standard §4.2 maps to
/// windows-1252, and the bytes are decoded as it decodes them
/// (`TextDecoding.windows1252`: 0x92 is ’). A packet whose bytes are valid
/// UTF-8 is kept as UTF-8 whatever it declares: such a declaration is a
/// writer's constant, and ExifTool ignores declarations (XMP.pm
/// `ProcessXMP`).
///
/// No notice: the packet is well-formed and says how it is encoded, and
/// nothing is left out; only its declaration goes, as it no longer
/// describes the bytes. A declaration that is not the packet's first thing
/// is left to `XMPPacketTrim`. Linear in the packet (bounded by the container
/// reader); the result is at most three times its size.
enum XMPLatinDeclaration {
  private static let labels: Set<String> = [
    "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100",
    "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252",
    "x-cp1252",
  ]
  private static let start = Array("<?xml ".utf8)
  private static let close = Array("?>".utf8)
  private static let encoding = Array("encoding".utf8)

  /// `packet` in UTF-8 without its declaration when the declaration comes
  /// first and names one of `labels`; otherwise `packet` unchanged.
  static func transcoded(_ packet: [UInt8]) -> [UInt8] {
    guard packet.starts(with: start),
      let end = ByteSearch.firstOffset(of: close, in: Array(packet.prefix(256))),
      let label = label(in: packet[..<end]), labels.contains(label)
    else { return packet }
    return TextDecoding.windows1252UTF8(packet[(end + close.count)...])
  }

  /// The `encoding` pseudo-attribute's value, lower-cased (XML 1.0 §4.3.3:
  /// `Eq` allows white space around the `=`).
  private static func label(in declaration: ArraySlice<UInt8>) -> String? {
    guard let found = ByteSearch.firstOffset(of: encoding, in: Array(declaration)) else { return nil }
    let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    let equals = declaration.dropFirst(found + encoding.count).drop(while: isBlank)
    guard equals.first == UInt8(ascii: "=") else { return nil }
    let value = equals.dropFirst().drop(while: isBlank)
    guard let quote = value.first, quote == 0x22 || quote == 0x27 else { return nil }
    return TextDecoding.text(value.dropFirst().prefix { $0 != quote }).lowercased()
  }
}
