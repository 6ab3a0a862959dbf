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

  @Test("an unchanged file passes the check")
  func unchanged() throws {
    let source = try FileSource(path: try JPEGFixture().write())
    _ = try FileHeaderWindow(source: source, limit: 1 << 20)
    try source.verifyUnchanged()
  }
}
