/// Reassembles Extended XMP: a packet too large for one APP1 segment, split
/// into chunks that each carry the packet's GUID, full length and offset.
struct ExtendedXMPAssembler {
  static let identifier = "http://ns.adobe.com/xmp/extension/"
  /// Bytes before a chunk's data: identifier and NUL, GUID, length, offset.
  static let chunkHeaderLength = 35 + 32 + 4 + 4

  private struct Packet {
    var bytes: [UInt8]
    var received: Set<Int> = []
    var receivedBytes = 0
  }

  private var packets: [String: Packet] = [:]
  private(set) var warnings: [String] = []
  let maxLength: Int

  init(maxLength: Int) { self.maxLength = maxLength }

  /// Adds one APP1 payload that starts with the extension identifier.
  mutating func add(_ payload: ArraySlice<UInt8>) {
    let reader = BinaryReader(payload)
    guard let guidBytes = reader.slice(35, 32), let fullLength = reader.u32(67).map(Int.init),
      let offset = reader.u32(71).map(Int.init)
    else {
      warnings.append("an Extended XMP chunk is too short")
      return
    }
    let guid = TextDecoding.text(guidBytes)
    let data = reader.suffix(from: Self.chunkHeaderLength) ?? []
    guard fullLength <= maxLength else {
      warnings.append("Extended XMP \(guid) declares \(fullLength) bytes, over the limit; ignored")
      return
    }
    var packet = packets[guid] ?? Packet(bytes: [UInt8](repeating: 0, count: fullLength))
    guard packet.bytes.count == fullLength, offset + data.count <= fullLength else {
      warnings.append("Extended XMP \(guid) has a chunk outside its declared length; ignored")
      return
    }
    if packet.received.insert(offset).inserted {
      packet.bytes.replaceSubrange(offset..<offset + data.count, with: data)
      packet.receivedBytes += data.count
    }
    packets[guid] = packet
  }

  /// The complete packet with this GUID, or nil when chunks are missing.
  func packet(guid: String) -> [UInt8]? {
    guard let packet = packets[guid], packet.receivedBytes == packet.bytes.count else { return nil }
    return packet.bytes
  }

  /// GUIDs of every packet seen, complete or not.
  var guids: [String] { packets.keys.sorted() }
}
