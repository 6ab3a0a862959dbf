/// Collects Extended XMP chunks: a packet too large for one APP1 segment,
/// split into chunks that each carry the packet's GUID, full length and
/// offset. Chunks are kept as slices of the header already read; a packet is
/// assembled only when asked for, and only if its chunks cover it exactly.
struct ExtendedXMPAssembler {
  static let identifier = "http://ns.adobe.com/xmp/extension/"
  /// Bytes before a chunk's data: identifier and NUL, GUID, length, offset.
  static let chunkHeaderLength = 35 + 32 + 4 + 4

  private struct Chunk {
    let fullLength: Int
    let offset: Int
    let data: ArraySlice<UInt8>
  }

  private var chunks: [String: [Chunk]] = [:]
  private(set) var notices: [ReadingNotice] = []
  let maxLength: Int

  init(maxLength: Int) { self.maxLength = maxLength }

  /// Adds one APP1 payload that starts with the extension identifier.
  mutating func add(_ payload: ArraySlice<UInt8>) {
    let reader = BinaryReader(payload)
    guard let guidBytes = reader.slice(35, 32), let fullLength = reader.u32(67).map(Int.init),
      let offset = reader.u32(71).map(Int.init), let data = reader.suffix(from: Self.chunkHeaderLength)
    else {
      notices.append(
        ReadingNotice(XMPNotice.extendedChunkTooShort)
      )
      return
    }
    chunks[TextDecoding.text(guidBytes), default: []].append(Chunk(fullLength: fullLength, offset: offset, data: data))
  }

  /// GUIDs of every packet seen, complete or not.
  var guids: [String] { chunks.keys.sorted() }

  /// The packet with this GUID, or why it cannot be assembled.
  func packet(guid: String) -> Result<[UInt8], ExtendedXMPProblem> {
    guard let parts = chunks[guid], let fullLength = parts.first?.fullLength else { return .failure(.missingChunks) }
    guard fullLength <= maxLength else { return .failure(.tooLarge(fullLength)) }
    guard parts.allSatisfy({ $0.fullLength == fullLength && $0.offset <= fullLength - $0.data.count }) else {
      return .failure(.inconsistent)
    }
    var covered = 0
    for part in parts.sorted(by: { $0.offset < $1.offset }) {
      guard part.offset <= covered else { return .failure(.missingChunks) }
      covered = max(covered, part.offset + part.data.count)
    }
    guard covered == fullLength else { return .failure(.missingChunks) }
    var bytes = [UInt8](repeating: 0, count: fullLength)
    for part in parts {
      bytes.replaceSubrange(part.offset..<part.offset + part.data.count, with: part.data)
    }
    return .success(bytes)
  }
}
