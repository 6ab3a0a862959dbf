#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open regular file, read with `pread` only: never mapped, never loaded
/// whole.
///
/// Opening refuses directories, FIFOs, devices and sockets before any byte is
/// read (the open itself is non-blocking, so a FIFO cannot hang it).
final class FileSource {
  let path: String
  let size: Int64
  private let descriptor: Int32
  /// Size, modification and status-change times at opening, to notice a
  /// file that changes while it is read.
  private let signature: Signature

  /// The change time (`st_ctim`) is what catches a rewrite of the same size
  /// whose writer puts the modification time back (`touch -r`, archive
  /// tools): the kernel sets it on every write and no call can set it back
  /// (POSIX `stat`, <sys/stat.h>). Size and modification time alone missed
  /// such a rewrite, and with it C2PA data that vanished between the read
  /// of the header and the hash of the file. The change time also moves
  /// when a hard link is made or the mode or owner change, which leave the
  /// bytes alone: a backup tool linking an archive while metalens reads it
  /// made every file "changed" (measured on the corpus). So a moved change
  /// time counts only when the link count, mode and owner stayed the same.
  private struct Signature {
    let size: Int64
    let seconds: Int
    let nanoseconds: Int
    let changeSeconds: Int
    let changeNanoseconds: Int
    let links: UInt
    let mode: UInt32
    let owner: UInt32
    let group: UInt32

    init(_ status: stat) {
      size = Int64(status.st_size)
      seconds = Int(status.st_mtim.tv_sec)
      nanoseconds = Int(status.st_mtim.tv_nsec)
      changeSeconds = Int(status.st_ctim.tv_sec)
      changeNanoseconds = Int(status.st_ctim.tv_nsec)
      links = UInt(status.st_nlink)
      mode = UInt32(status.st_mode)
      owner = UInt32(status.st_uid)
      group = UInt32(status.st_gid)
    }

    /// Whether a file now described by `self` may hold other bytes than
    /// when it was described by `earlier`.
    func mayDiffer(from earlier: Signature) -> Bool {
      guard size == earlier.size, seconds == earlier.seconds, nanoseconds == earlier.nanoseconds else { return true }
      guard changeSeconds != earlier.changeSeconds || changeNanoseconds != earlier.changeNanoseconds else {
        return false
      }
      return links == earlier.links && mode == earlier.mode && owner == earlier.owner && group == earlier.group
    }
  }

  /// Opens `path`; the file closes when the last reference goes.
  init(path: String) throws(MetaLensError) {
    self.path = path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw Self.openError(path: path, code: errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw .unreadable(path: path, reason: Self.message(for: code))
    }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else {
      close(descriptor)
      throw kind == S_IFDIR ? .isDirectory(path: path) : .notRegularFile(path: path)
    }
    self.descriptor = descriptor
    self.size = Int64(status.st_size)
    self.signature = Signature(status)
  }

  /// Throws when the file's size or its modification or change time differ
  /// from when it was opened: what was read may mix two versions of the file.
  func verifyUnchanged() throws(MetaLensError) {
    var status = stat()
    guard fstat(descriptor, &status) == 0, !Signature(status).mayDiffer(from: signature) else {
      throw Self.changed(path)
    }
  }

  /// The error for a file that changed under the reader (a short read means
  /// it shrank).
  static func changed(_ path: String) -> MetaLensError {
    .unreadable(path: path, reason: "the file changed while it was read; inspect it again once it is complete")
  }

  /// The modification time at opening, in whole seconds since 1970.
  var modifiedSeconds: Int { signature.seconds }

  deinit { close(descriptor) }

  /// Reads up to `count` bytes at `offset`; fewer only at the end of the file.
  func read(at offset: Int, count: Int) throws(MetaLensError) -> [UInt8] {
    try read(at: offset, count: count, after: [])
  }

  /// `prefix` followed by up to `count` bytes read at `offset`, in one new
  /// array: the header window grows this way without zeroing the new part
  /// first or copying it twice.
  func read(at offset: Int, count: Int, after prefix: [UInt8]) throws(MetaLensError) -> [UInt8] {
    guard count > 0 else { return prefix }
    var failure: Int32 = 0
    let buffer = [UInt8](unsafeUninitializedCapacity: prefix.count + count) { raw, initialized in
      guard let base = raw.baseAddress else { return }
      prefix.withUnsafeBufferPointer { old in
        if let start = old.baseAddress { base.initialize(from: start, count: old.count) }
      }
      var filled = 0
      while filled < count {
        let got = pread(descriptor, base + prefix.count + filled, count - filled, off_t(offset + filled))
        if got > 0 {
          filled += got
        } else if got == 0 {
          break
        } else if errno != EINTR {
          failure = errno
          break
        }
      }
      initialized = prefix.count + filled
    }
    guard failure == 0 else { throw .unreadable(path: path, reason: Self.message(for: failure)) }
    return buffer
  }

  private static func openError(path: String, code: Int32) -> MetaLensError {
    switch code {
    case ENOENT, ENOTDIR: .notFound(path: path)
    case EISDIR: .isDirectory(path: path)
    // Permissions are not the cause: the links lead back to themselves.
    case ELOOP:
      .unreadable(
        path: path, reason: "a loop of symbolic links",
        hint: "the links lead back to each other; point one of them at a file")
    default: .unreadable(path: path, reason: message(for: code))
    }
  }

  /// `strerror`'s text, lower-cased to follow the path and colon.
  static func message(for code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text).lowercased()
  }
}
