#if canImport(Glibc)
  import Glibc
#endif

/// The file given to `--resume` could not be read.
struct ResumeError: Error {
  let path: String
  let code: Int32

  /// strerror's text, lower-cased to follow the path.
  var reason: String { strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)" }
}
