import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Files that are not plain, still files: sockets, and files that change
/// while metalens reads them.
@Suite("Sockets and files that change under the reader")
struct SpecialFileTests {
  @Test("a Unix socket is refused before any read")
  func socketFile() throws {
    let path = try TemporaryFiles.write([], named: "socket.jpg") + ".sock"
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    try #require(path.utf8.count < capacity)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: Array(path.utf8) + [0])
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    #expect(throws: MetaLensError.self) { try PhotoMetadataService().read(path: path) }
  }

  @Test("a file that grows after it was opened is an error, not a report of a mix of two versions")
  func grows() throws {
    let path = try JPEGFixture().write()
    let source = try FileSource(path: path)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0xFF, 0xD9]))
    try handle.close()
    #expect(throws: FileSource.changed(path)) { try source.verifyUnchanged() }
  }

  @Test("a file that shrinks while its header is read is an error, not a short read")
  func shrinks() throws {
    let path = try JPEGFixture().write()
    let source = try FileSource(path: path)
    #expect(truncate(path, 10) == 0)
    #expect(throws: FileSource.changed(path)) { _ = try FileHeaderWindow(source: source, limit: 1 << 20) }
  }

  @Test("a rewrite of the same size whose modification time is put back is still noticed")
  func sameSizeRewriteWithTimeRestored() throws {
    let path = try JPEGFixture().write()
    var before = stat()
    try #require(stat(path, &before) == 0)
    let source = try FileSource(path: path)
    // The kernel stamps change times from its coarse clock (a tick of 1 to
    // 4 ms): let it move past the fixture's own write first.
    var now = timespec()
    for _ in 0..<1000 {
      clock_gettime(CLOCK_REALTIME_COARSE, &now)
      if now.tv_sec > before.st_ctim.tv_sec
        || (now.tv_sec == before.st_ctim.tv_sec && now.tv_nsec > before.st_ctim.tv_nsec)
      {
        break
      }
      usleep(1000)
    }
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    bytes[bytes.count - 3] ^= 0xFF
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.write(contentsOf: Data(bytes))
    try handle.close()
    // `touch -r`: the old modification time, to the nanosecond.
    var times = [before.st_atim, before.st_mtim]
    try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    var after = stat()
    try #require(stat(path, &after) == 0)
    try #require(after.st_size == before.st_size && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    #expect(throws: FileSource.changed(path)) { try source.verifyUnchanged() }
  }

  @Test("a hard link made or a mode changed while the file is read leaves it unchanged")
  func linkAndModeChangesAreNotRewrites() throws {
    let path = try JPEGFixture().write()
    let source = try FileSource(path: path)
    let link = path + ".link"
    try #require(Glibc.link(path, link) == 0)
    defer { unlink(link) }
    try #require(chmod(path, 0o444) == 0)
    try source.verifyUnchanged()
  }

  @Test("an unchanged file passes the check")
  func unchanged() throws {
    let source = try FileSource(path: try JPEGFixture().write())
    _ = try FileHeaderWindow(source: source, limit: 1 << 20)
    try source.verifyUnchanged()
  }
}
