import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// `metalens -`: the image piped into standard input (`curl … | metalens -`).
/// At most `limit` bytes are read, the same bound as a file's header, so an
/// endless stream costs no more than a large file, and one byte more: a
/// stream that goes on past the bound then reads as a file larger than what
/// was kept, whose end was not seen (`Inspector.inspect(bytes:path:whole:)`
/// with `whole` false), never as a file cut at the bound (`file-cut-short`).
/// It is reported with the size that was read.
enum StandardInput {
  /// The path that names standard input on the command line.
  static let path = "-"

  static func read(limit: Int) throws(MetaLensError) -> [UInt8] {
    if isatty(STDIN_FILENO) == 1 {
      throw .unreadable(
        path: path, reason: "standard input is a terminal, not an image",
        hint: "pipe an image into it, as in metalens - < photo.jpg; a file named - is ./-")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, wanted) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(
          path: path, reason: String(cString: strerror(errno)), hint: "check what is piped into metalens")
      }
      bytes += chunk[0..<count]
    }
    return bytes
  }
}
