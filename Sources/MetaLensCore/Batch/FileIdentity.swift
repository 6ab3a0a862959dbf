/// A file's identity on disk, to recognise a folder met twice.
struct FileIdentity: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
}
