/// Finds every directory of a TIFF: the IFD chain from the header (IFD0,
/// IFD1, IFD2…), the SubIFDs (330) of DNGs and raws, and the EXIF (34665),
/// GPS (34853) and Interop (40965) directories, in ExifTool's order (each
/// directory's children before the next directory of the chain).
///
/// SubIFDs are numbered as ExifTool numbers them: within the list of one
/// SubIFDs entry (Exif.pm's ProcessExif counts the directories of one
/// subdirectory tag), so IFD0's are SubIFD, SubIFD1… and IFD1's first is
/// SubIFD again. Two directories can then share a group name; each
/// `TIFFDirectory` keeps its own entries, offset and size.
///
/// It reads only the directories' entry tables, through `ByteWindow.read`,
/// wherever they are (IFD0 often follows megabytes of strips). Offsets are
/// checked against the file's size, each offset is visited once (a chain
/// that loops ends there), a directory whose table overlaps one already read
/// is refused (no writer lays tables over each other; 1,024 overlapping
/// tables of 4,096 entries in a 65.7 KB file made 4.2 million entries, 20 s
/// and 1.2 GB, issue 61.3), and the number of directories, of entries per
/// directory and of entries in all are bounded by `ReadLimits`; past a bound
/// the walk keeps what it read and warns.
struct TIFFDirectoryWalker {
  let header: TIFFHeader
  let fileSize: Int64
  var maxDirectories = ReadLimits.maxTIFFDirectories
  var maxEntries = ReadLimits.maxTIFFEntriesPerDirectory
  var maxTotalEntries = ReadLimits.maxTIFFEntries

  struct Result {
    var directories: [TIFFDirectory] = []
    var notices: [ReadingNotice] = []
  }

  private var entrySize: Int { header.entrySize }
  private var countSize: Int { header.countSize }
  private var fieldSize: Int { header.offsetSize }

  func walk(_ window: inout some ByteWindow) throws(MetaLensError) -> Result {
    var result = Result()
    var visited: Set<UInt64> = []
    var pending: [(offset: UInt64, role: TIFFDirectory.Role, from: String)] = [
      (header.firstDirectory, .chain(0), "the header")
    ]
    let values = TIFFValueReader(bigEndian: header.bigEndian, fileSize: fileSize)
    // Bad pointers are counted, not listed: a damaged file can hold a million.
    var outside: (count: Int, first: (from: String, offset: UInt64)?) = (0, nil)
    var loops: (count: Int, first: (from: String, offset: UInt64)?) = (0, nil)
    var overlaps: (count: Int, first: (group: String, offset: UInt64, other: String)?) = (0, nil)
    var tables: [(bytes: Range<UInt64>, group: String)] = []
    var entries = 0
    func summarise() {
      if let first = outside.first {
        result.notices.append(
          ReadingNotice(
            TIFFNotice.pointerOutside(
              from: first.from, offset: first.offset, insideHeader: first.offset < UInt64(header.length),
              fileSize: fileSize, others: outside.count - 1)))
      }
      if let first = loops.first {
        result.notices.append(
          ReadingNotice(TIFFNotice.pointerLoop(from: first.from, offset: first.offset, others: loops.count - 1)))
      }
      if let first = overlaps.first {
        result.notices.append(
          ReadingNotice(
            TIFFNotice.directoryOverlaps(
              group: first.group, offset: first.offset, other: first.other, others: overlaps.count - 1)))
      }
    }
    while let (offset, role, from) = pending.popLast() {
      guard offset >= UInt64(header.length), offset < UInt64(fileSize) else {
        outside.count += 1
        if outside.first == nil { outside.first = (from, offset) }
        continue
      }
      guard visited.insert(offset).inserted else {
        loops.count += 1
        if loops.first == nil { loops.first = (from, offset) }
        continue
      }
      // A refused overlap counts: each costs a table's read.
      guard result.directories.count + overlaps.count < maxDirectories else {
        result.notices.append(
          ReadingNotice(TIFFNotice.directoryLimit(limit: maxDirectories)))

        break
      }
      let group: String
      switch role {
      case .chain(let index): group = "IFD\(index)"
      case .subIFD(let index): group = index == 0 ? "SubIFD" : "SubIFD\(index)"
      case .exif: group = "ExifIFD"
      case .gps: group = "GPS"
      case .interop: group = "InteropIFD"
      }
      guard
        let (directory, next) = try read(
          at: offset, group: group, role: role, window: &window, notices: &result.notices)
      else { break }
      let bytes = offset..<offset + UInt64(countSize + directory.entries.count * entrySize + fieldSize)
      if let other = tables.first(where: { $0.bytes.overlaps(bytes) }) {
        overlaps.count += 1
        if overlaps.first == nil { overlaps.first = (group, offset, other.group) }
        continue
      }
      guard entries + directory.entries.count <= maxTotalEntries else {
        result.notices.append(ReadingNotice(TIFFNotice.totalEntryLimit(limit: maxTotalEntries)))
        break
      }
      entries += directory.entries.count
      tables.append((bytes, group))
      result.directories.append(directory)
      if case .chain(let index) = role, let next, next != 0 {
        pending.append((next, .chain(index + 1), group))
      }
      var children: [(UInt64, TIFFDirectory.Role, String)] = []
      for entry in directory.entries {
        switch entry.tag {
        case 330 where directory.table != .gps:
          let pointers = try values.integers(entry, maxCount: maxDirectories, from: &window)
          children += pointers.enumerated().map { ($1, .subIFD($0), group) }
        case 34665 where directory.table != .gps:
          children += try pointer(entry, values, &window).map { [($0, .exif, group)] } ?? []
        case 34853 where directory.table != .gps:
          children += try pointer(entry, values, &window).map { [($0, .gps, group)] } ?? []
        case 40965 where directory.table != .gps:
          children += try pointer(entry, values, &window).map { [($0, .interop, group)] } ?? []
        default: break
        }
      }
      pending += children.reversed()
    }
    summarise()
    return result
  }

  private func pointer(_ entry: TIFFEntry, _ values: TIFFValueReader, _ window: inout some ByteWindow)
    throws(MetaLensError) -> UInt64?
  {
    try values.integers(entry, maxCount: 1, from: &window).first
  }

  /// Reads one directory's entry table and its next-IFD offset; nil when
  /// the per-file read budget is spent (the walk stops).
  private func read(
    at offset: UInt64, group: String, role: TIFFDirectory.Role, window: inout some ByteWindow,
    notices: inout [ReadingNotice]
  ) throws(MetaLensError) -> (TIFFDirectory, UInt64?)? {
    guard let countBytes = try window.read(at: Int64(offset), count: countSize) else {
      notices.append(
        ReadingNotice(TIFFNotice.readLimitReached(group: group)))
      return nil
    }
    let reader = BinaryReader(countBytes, bigEndian: header.bigEndian)
    guard let declared = header.isBigTIFF ? reader.u64(0) : reader.u16(0).map(UInt64.init) else {
      notices.append(
        ReadingNotice(TIFFNotice.directoryTruncated(group: group, offset: offset)))
      return (TIFFDirectory(group: group, role: role, offset: offset, declaredCount: 0, entries: []), nil)
    }
    var count = Int(min(declared, UInt64(maxEntries)))
    if declared > UInt64(maxEntries) {
      notices.append(
        ReadingNotice(TIFFNotice.entryLimit(group: group, declared: declared, limit: maxEntries)))
    }
    guard let table = try window.read(at: Int64(offset) + Int64(countSize), count: count * entrySize + fieldSize) else {
      notices.append(
        ReadingNotice(TIFFNotice.readLimitReached(group: group)))
      return nil
    }
    if table.count < count * entrySize {
      notices.append(
        ReadingNotice(TIFFNotice.directoryTruncated(group: group, offset: offset)))
      count = table.count / entrySize
    }
    let entries = BinaryReader(table, bigEndian: header.bigEndian)
    var list: [TIFFEntry] = []
    list.reserveCapacity(count)
    for index in 0..<count {
      let start = index * entrySize
      guard let tag = entries.u16(start), let type = entries.u16(start + 2),
        let components = header.isBigTIFF ? entries.u64(start + 4) : entries.u32(start + 4).map(UInt64.init),
        let field = entries.slice(start + entrySize - fieldSize, fieldSize)
      else { break }
      list.append(TIFFEntry(tag: tag, type: type, count: components, field: Array(field)))
    }
    let nextAt = count * entrySize
    let next =
      declared <= UInt64(maxEntries)
      ? (header.isBigTIFF ? entries.u64(nextAt) : entries.u32(nextAt).map(UInt64.init)) : nil
    let directory = TIFFDirectory(
      group: group, role: role, offset: offset, declaredCount: Int(clamping: declared), entries: list)
    return (directory, next)
  }
}
