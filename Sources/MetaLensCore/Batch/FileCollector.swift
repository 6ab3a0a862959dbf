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
/// Folders are followed through symlinks when walking recursively; a folder
/// already on the current path is a loop, reported and not followed. Within
/// each path given, a folder is entered once: symlinks reaching it by several
/// routes (a chain of folders each linking twice to the next) would otherwise
/// walk it once per route, exponentially many times.
public struct FileCollector: Sequence, Sendable {
  public let inputs: [String]
  public let options: BatchOptions

  public init(inputs: [String], options: BatchOptions) {
    self.inputs = inputs
    self.options = options
  }

  public func makeIterator() -> Iterator { Iterator(inputs: inputs, options: options) }

  public struct Iterator: IteratorProtocol {
    /// A folder being walked: its remaining entries and its identity.
    private struct Frame {
      var entries: [String]
      var next = 0
      let identity: FileIdentity
    }

    private var inputs: [String]
    private var nextInput = 0
    private var stack: [Frame] = []
    /// Every folder entered since the current input began; one entry per
    /// folder, so it stays small next to the files listed.
    private var entered: Set<FileIdentity> = []
    private let options: BatchOptions

    init(inputs: [String], options: BatchOptions) {
      self.inputs = inputs
      self.options = options
    }

    public mutating func next() -> BatchItem? {
      while true {
        if var frame = stack.popLast() {
          guard frame.next < frame.entries.count else { continue }
          let path = frame.entries[frame.next]
          frame.next += 1
          stack.append(frame)
          if let item = visit(path, explicit: false) { return item }
          continue
        }
        guard nextInput < inputs.count else { return nil }
        let path = inputs[nextInput]
        nextInput += 1
        entered.removeAll(keepingCapacity: true)
        if let item = visit(path, explicit: true) { return item }
      }
    }

    /// Decides what `path` is: a file to read, a folder to enter (nil is
    /// returned and the folder's entries follow), or something to skip.
    private mutating func visit(_ path: String, explicit: Bool) -> BatchItem? {
      var status = stat()
      guard stat(path, &status) == 0 else {
        return explicit ? .file(path: path, explicit: true) : nil  // the read reports why
      }
      let kind = status.st_mode & S_IFMT
      if kind == S_IFDIR {
        guard explicit || options.recursive else { return nil }
        let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        if stack.contains(where: { $0.identity == identity }) { return .loop(path: path) }
        guard entered.insert(identity).inserted else { return nil }  // walked already, by another route
        switch Self.entries(of: path, options: options) {
        case .success(let entries): stack.append(Frame(entries: entries, identity: identity))
        case .failure(let error): return .problem(error)
        }
        return nil
      }
      if explicit { return .file(path: path, explicit: true) }
      guard kind == S_IFREG, options.extensions.map({ $0.contains(Self.fileExtension(path)) }) ?? true else {
        return nil
      }
      return .file(path: path, explicit: false)
    }

    /// A folder's entries as paths, hidden ones left out unless asked,
    /// sorted by name.
    private static func entries(of folder: String, options: BatchOptions) -> Result<[String], MetaLensError> {
      guard let directory = opendir(folder) else {
        return .failure(.unreadable(path: folder, reason: "cannot list folder: " + String(cString: strerror(errno))))
      }
      defer { closedir(directory) }
      var names: [[UInt8]] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
        if name == [0x2E] || name == [0x2E, 0x2E] { continue }
        if name.first == 0x2E && !options.includeHidden { continue }
        names.append(name)
      }
      names.sort { $0.lexicographicallyPrecedes($1) }
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      return .success(names.map { prefix + String(decoding: $0, as: UTF8.self) })
    }

    static func fileExtension(_ path: String) -> String {
      let name = path.split(separator: "/").last ?? ""
      guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
      return name[name.index(after: dot)...].lowercased()
    }
  }
}
