#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names in one folder, as the file system holds them (bytes, which
/// need not be UTF-8), sorted in byte order.
enum FolderListing {
  /// The names in `folder`, without `.` and `..`, and without hidden names
  /// unless `includeHidden`.
  static func names(in folder: String, includeHidden: Bool) -> Result<[[UInt8]], MetaLensError> {
    guard let directory = opendir(folder) else { return .failure(.listing(folder: folder, code: errno)) }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        // NULL with errno set is a failed read, not the end of the folder.
        if errno != 0 { return .failure(.listing(folder: folder, code: errno)) }
        break
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      if name.first == 0x2E && !includeHidden { continue }
      names.append(name)
    }
    names.sort { $0.lexicographicallyPrecedes($1) }
    return .success(names)
  }
}
