#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the files of a batch lazily, in a stable order: the inputs in the
/// order given, and within a folder its entries sorted by name (byte order,
/// not locale order). Only one folder's names are held at a time per level,
/// so memory stays flat however many files there are.
///
/// Folders are followed through symlinks when walking recursively, as long
/// as the link stays inside the folder given: a symlink whose target lies
/// outside it is named and not followed (`SpecialEntry.linkOutside`) unless
/// `followLinksOutside`, so a received folder cannot pull the rest of the
/// disk into a report. A folder
/// already on the current path is a loop, reported and not followed. Within
/// each path given, a folder is entered once: symlinks reaching it by several
/// routes (a chain of folders each linking twice to the next) would otherwise
/// walk it once per route, exponentially many times.
///
/// Nothing found in a folder is dropped silently but an entry that vanished
/// while listed. A FIFO, a device or a dangling symlink is a special entry,
/// named in its place and not read. An entry that cannot be examined (a
/// folder listed but not entered, a path longer than PATH_MAX) or whose
/// name is not UTF-8 is a problem, reported in its place.
public struct FileCollector: Sequence, Sendable {
  public let inputs: [String]
  public let options: BatchOptions

  public init(inputs: [String], options: BatchOptions) {
    self.inputs = inputs
    self.options = options
  }

  public func makeIterator() -> Iterator { Iterator(inputs: inputs, options: options) }

  public struct Iterator: IteratorProtocol {
    /// A folder being walked: its path ending in `/`, its remaining names
    /// and its identity.
    private struct Frame {
      let folder: String
      var names: [[UInt8]]
      var next = 0
      let identity: FileIdentity
    }

    private var inputs: [String]
    private var nextInput = 0
    private var stack: [Frame] = []
    /// Every folder entered since the current input began; one entry per
    /// folder, so it stays small next to the files listed.
    private var entered: Set<FileIdentity> = []
    /// The real path of the folder being walked, ending in `/`: a symlink
    /// must resolve below it to be followed.
    private var root: [UInt8] = []
    private let options: BatchOptions

    init(inputs: [String], options: BatchOptions) {
      self.inputs = inputs
      self.options = options
    }

    public mutating func next() -> BatchItem? {
      while true {
        if var frame = stack.popLast() {
          guard frame.next < frame.names.count else { continue }
          let name = frame.names[frame.next]
          frame.next += 1
          stack.append(frame)
          if let item = visitEntry(name, in: frame.folder) { return item }
          continue
        }
        guard nextInput < inputs.count else { return nil }
        let path = inputs[nextInput]
        nextInput += 1
        entered.removeAll(keepingCapacity: true)
        if let item = visitInput(path) { return item }
      }
    }

    /// A path the user named: a folder is entered (nil is returned and its
    /// entries follow); anything else is read, and the read says why it
    /// cannot be when it cannot.
    private mutating func visitInput(_ path: String) -> BatchItem? {
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        return .file(path: path, explicit: true)
      }
      root = Self.realPath(Array(path.utf8)).map { $0.last == UInt8(ascii: "/") ? $0 : $0 + [UInt8(ascii: "/")] } ?? []
      return enter(path, status)
    }

    /// A name found in `folder`: a file to read, a folder to enter, a
    /// problem to report, or something to skip (not a regular file, another
    /// extension, a sub-folder without -r, gone).
    private mutating func visitEntry(_ name: [UInt8], in folder: String) -> BatchItem? {
      let decoded = String(validating: name, as: UTF8.self)
      let path = folder + (decoded ?? String(decoding: name, as: UTF8.self))
      var status = stat()
      let failure: Int32 = (Array(folder.utf8) + name + [0]).withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return ENOENT }
        return stat(base.assumingMemoryBound(to: CChar.self), &status) == 0 ? 0 : errno
      }
      let wanted = options.extensions.map { $0.contains(Self.fileExtension(path)) } ?? true
      if failure == ENOENT {
        // Gone since the listing, or a symlink to nothing: only lstat tells.
        return wanted && Self.isSymlink(folder: folder, name: name) ? .special(path: path, kind: .danglingLink) : nil
      }
      if failure != 0 { return .problem(.entry(path: path, code: failure)) }
      let kind = status.st_mode & S_IFMT
      let followed = kind == S_IFDIR ? options.recursive : wanted
      if followed && !options.followLinksOutside && Self.isSymlink(folder: folder, name: name)
        && !leadsInside(Array(folder.utf8) + name)
      {
        return .special(path: path, kind: .linkOutside)
      }
      switch kind {
      case S_IFDIR where options.recursive:
        return decoded == nil ? .problem(.invalidName(path: path)) : enter(path, status)
      case S_IFDIR:
        return .special(path: path, kind: .subfolder)
      case S_IFREG where wanted:
        return decoded == nil ? .problem(.invalidName(path: path)) : .file(path: path, explicit: false)
      case S_IFIFO where wanted:
        return .special(path: path, kind: .fifo)
      case S_IFSOCK where wanted, S_IFCHR where wanted, S_IFBLK where wanted:
        return .special(path: path, kind: .other)
      default:
        return nil
      }
    }

    private static func isSymlink(folder: String, name: [UInt8]) -> Bool {
      var status = stat()
      return (Array(folder.utf8) + name + [0]).withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return false }
        return lstat(base.assumingMemoryBound(to: CChar.self), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
      }
    }

    /// Whether the symlink at `path` resolves inside `root`. A walk given
    /// `/` holds everything; a root that could not be resolved holds nothing.
    private func leadsInside(_ path: [UInt8]) -> Bool {
      guard !root.isEmpty, let target = Self.realPath(path) else { return false }
      return root == [UInt8(ascii: "/")] || (target + [UInt8(ascii: "/")]).starts(with: root)
    }

    /// realpath(3) of `path`: every symlink and `..` resolved.
    private static func realPath(_ path: [UInt8]) -> [UInt8]? {
      (path + [0]).withUnsafeBytes { raw -> [UInt8]? in
        guard let base = raw.baseAddress, let resolved = realpath(base.assumingMemoryBound(to: CChar.self), nil)
        else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
      }
    }

    /// Enters the folder at `path` unless it is an ancestor (a loop) or was
    /// entered already by another route.
    private mutating func enter(_ path: String, _ status: stat) -> BatchItem? {
      let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
      if stack.contains(where: { $0.identity == identity }) { return .loop(path: path) }
      guard entered.insert(identity).inserted else { return nil }
      switch FolderListing.names(in: path, includeHidden: options.includeHidden) {
      case .success(let names):
        stack.append(Frame(folder: path.hasSuffix("/") ? path : path + "/", names: names, identity: identity))
        return nil
      case .failure(let error):
        return .problem(error)
      }
    }

    static func fileExtension(_ path: String) -> String {
      let name = path.lastComponent(separatedBy: UInt8(ascii: "/")) ?? ""
      guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
      return name[name.index(after: dot)...].lowercased()
    }
  }
}
