/// The payload of a HEIF XMP item (`mime`, `application/rdf+xml`): the
/// packet, which some writers precede with JPEG's APP1 identifier
/// (`http://ns.adobe.com/xap/1.0/\0`, seen in a C2PA sample) and end with a
/// NUL. Like ExifTool, metalens reads the packet from its `<?xpacket` or
/// `<x:xmpmeta` start.
enum HEIFXMPItem {
  static func packet(_ data: [UInt8]) -> [UInt8] {
    var packet = data[...]
    let starts = ["<?xpacket", "<x:xmpmeta"].compactMap { ByteSearch.firstOffset(of: Array($0.utf8), in: data) }
    if let start = starts.min(), start > 0 {
      packet = data[start...]
    }
    while packet.last == 0 { packet = packet.dropLast() }
    return Array(packet)
  }
}
