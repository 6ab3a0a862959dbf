#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The errors met while walking folders, worded for the one-line report.
extension MetaLensError {
  /// A folder whose names could not be read.
  static func listing(folder: String, code: Int32) -> MetaLensError {
    .unreadable(
      path: folder, reason: "listing the folder failed: " + FileSource.message(for: code),
      hint: code == ELOOP
        ? "the links lead back to each other; point one of them at a folder" : "check the folder's permissions")
  }

  /// An entry found in a folder that `stat` refused with `code` (other than
  /// ENOENT, which only means it went away or is a dangling symlink).
  static func entry(path: String, code: Int32) -> MetaLensError {
    switch code {
    case ENAMETOOLONG:
      .unreadable(
        path: path, reason: "the path is longer than the system allows",
        hint: "inspect a folder nearer the file, or move it up the tree")
    case ELOOP:
      .unreadable(
        path: path, reason: "a loop of symbolic links",
        hint: "the links lead back to each other; point one of them at a file or folder")
    case EACCES:
      .unreadable(
        path: path, reason: FileSource.message(for: code),
        hint: "a folder above it can be listed but not entered; check the folders' permissions")
    default:
      .unreadable(path: path, reason: FileSource.message(for: code))
    }
  }

  /// An entry whose name is not UTF-8: metalens names files with Swift
  /// strings, so it could only read it under a mangled name. `path` is the
  /// name with its invalid bytes replaced.
  static func invalidName(path: String) -> MetaLensError {
    .unreadable(path: path, reason: "its name is not valid UTF-8", hint: "rename it to a valid UTF-8 name")
  }
}
