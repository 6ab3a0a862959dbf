private import CZlib

/// zlib's deflate fed a piece at a time, for fixtures too large to hold
/// whole before they are compressed (a PNG of hundreds of megapixels made
/// row by row, `PNGFixture.enlarged`): memory is zlib's window and the
/// compressed output.
public final class DeflateStream {
  private var stream = z_stream()
  private var output: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)

  public init(level: Int32) {
    let status = deflateInit_(&stream, level, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "deflateInit failed: \(status)")
  }

  deinit { deflateEnd(&stream) }

  /// Compresses `bytes` after what came before.
  public func append(_ bytes: [UInt8]) { run(bytes, finishing: false) }

  /// The whole compressed stream; nothing may be appended after.
  public func finish() -> [UInt8] {
    run([], finishing: true)
    return output
  }

  /// deflate(3) until the input is taken and, when finishing, the stream
  /// ended (zlib.h: call again while the output buffer comes back full).
  private func run(_ bytes: [UInt8], finishing: Bool) {
    var input = bytes
    input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = uInt(source.count)
      while true {
        let status = chunk.withUnsafeMutableBufferPointer { target in
          stream.next_out = target.baseAddress
          stream.avail_out = uInt(target.count)
          return deflate(&stream, finishing ? Z_FINISH : Z_NO_FLUSH)
        }
        precondition(status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR, "deflate failed: \(status)")
        output += chunk.prefix(chunk.count - Int(stream.avail_out))
        if finishing ? status == Z_STREAM_END : stream.avail_out != 0 { break }
      }
      stream.next_in = nil
    }
  }
}
