private import CZlib

/// Inflates zlib streams (PNG's zTXt, compressed iTXt and iCCP) with a cap on
/// the output, so a small chunk that inflates to gigabytes (a zip bomb) stops
/// at the cap instead of exhausting memory.
struct Inflater {
  enum Outcome: Equatable {
    /// The whole stream, inflated.
    case complete([UInt8])
    /// The first `maxOutput` bytes: the stream holds more.
    case capped([UInt8])
    /// The stream is damaged or ends early; what was inflated before that.
    case damaged([UInt8], reason: String)
  }

  let maxOutput: Int

  func inflate(_ input: ArraySlice<UInt8>) -> Outcome {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      return .damaged([], reason: "zlib could not start")
    }
    defer { inflateEnd(&stream) }
    let chunkSize = 64 << 10
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: chunkSize)
    var input = Array(input)
    return input.withUnsafeMutableBufferPointer { source -> Outcome in
      stream.next_in = source.baseAddress
      stream.avail_in = UInt32(source.count)
      while true {
        let room = min(chunkSize, maxOutput - output.count + 1)
        let status = buffer.withUnsafeMutableBufferPointer { target -> Int32 in
          stream.next_out = target.baseAddress
          stream.avail_out = UInt32(room)
          return CZlib.inflate(&stream, Z_NO_FLUSH)
        }
        let produced = room - Int(stream.avail_out)
        output += buffer[0..<produced]
        if output.count > maxOutput { return .capped(Array(output.prefix(maxOutput))) }
        switch status {
        case Z_STREAM_END: return .complete(output)
        case Z_OK: continue
        case Z_BUF_ERROR where stream.avail_in == 0: return .damaged(output, reason: "the compressed data ends early")
        default:
          let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
          return .damaged(output, reason: message)
        }
      }
    }
  }
}
