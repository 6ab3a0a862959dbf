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
      let name = Self.name(of: entry)
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      if name.first == 0x2E && !includeHidden { continue }
      names.append(name)
    }
    names.sort { $0.lexicographicallyPrecedes($1) }
    return .success(names)
  }

  /// An entry's name, read up to its NUL through a pointer to the field.
  /// Copying `d_name` as a value read all 256 bytes of it, but glibc packs
  /// entries by `d_reclen` (readdir(3)), so the last entry of a buffer can
  /// end before the field does: AddressSanitizer caught that read past it.
  private static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
    guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return [] }
    let field = UnsafeRawPointer(entry) + offset
    let length = strlen(field.assumingMemoryBound(to: CChar.self))
    return Array(UnsafeRawBufferPointer(start: field, count: length))
  }
}
