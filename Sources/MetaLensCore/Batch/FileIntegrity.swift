internal import Crypto

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `--hash` adds to a record: the file's SHA-256, size and
/// modification time, so a later run can tell a file it has already
/// recorded (`--resume`) and a reader can check the bytes it was given.
///
/// It is computed by the batch's workers, not the printer, from a second
/// open of the file: the bytes are streamed in 1 MiB reads, so memory stays
/// flat for a file of any size. The size and time are those at opening; a
/// file that changes while it is hashed is an error, as it is for the read.
public struct FileIntegrity: Sendable, Hashable {
  /// Lower-case hexadecimal SHA-256 of the whole file.
  public let sha256: String
  public let size: Int64
  /// Seconds since 1970 (UTC), the modification time cut to the second.
  public let modified: Int

  public init(sha256: String, size: Int64, modified: Int) {
    self.sha256 = sha256
    self.size = size
    self.modified = modified
  }

  static let chunkBytes = 1 << 20

  /// Hashes the file at `path`.
  public static func of(path: String) throws(MetaLensError) -> FileIntegrity {
    let source = try FileSource(path: path)
    let sha256 = try sha256(of: source)
    try source.verifyUnchanged()
    return FileIntegrity(sha256: sha256, size: source.size, modified: source.modifiedSeconds)
  }

  /// The SHA-256 of an open file, streamed in 1 MiB reads; also the hash a
  /// hand-over report prints (`ExhibitReader`).
  static func sha256(of source: FileSource) throws(MetaLensError) -> String {
    var hasher = SHA256()
    var offset = 0
    while Int64(offset) < source.size {
      let chunk = try source.read(at: offset, count: Self.chunkBytes)
      guard !chunk.isEmpty else { throw FileSource.changed(source.path) }
      hasher.update(data: chunk)
      offset += chunk.count
    }
    return hex(hasher.finalize())
  }

  /// The SHA-256 of bytes already read (`metalens compare` holds both
  /// files whole).
  static func sha256(of bytes: [UInt8]) -> String { hex(SHA256.hash(data: bytes)) }

  /// `modified` as ISO 8601 in UTC to the second: `2026-11-25T19:20:31Z`.
  public var modifiedText: String { Self.iso8601(modified) }

  /// Seconds since 1970 as `YYYY-MM-DDTHH:MM:SSZ`, from gmtime_r (no
  /// locale, no time zone).
  public static func iso8601(_ seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    guard gmtime_r(&time, &parts) != nil else { return String(seconds) }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let year = String(parts.tm_year + 1900)
    return "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }

  private static func hex(_ digest: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    for byte in digest {
      bytes.append(digits[Int(byte >> 4)])
      bytes.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
