/// What the TIFF readers (`TIFFDirectoryWalker`, `TIFFTagDecoder`) could
/// not read, with the file's own groups, offsets and sizes.
enum TIFFNotice: NoticeWording {
  /// A directory pointer into the header or past the end of a file of
  /// `fileSize` bytes, with how many more such pointers there are.
  case pointerOutside(from: String, offset: UInt64, insideHeader: Bool, fileSize: Int64, others: Int)
  /// A directory pointer back to one already read.
  case pointerLoop(from: String, offset: UInt64, others: Int)
  case directoryLimit(limit: Int)
  case readLimitReached(group: String)
  case directoryTruncated(group: String, offset: UInt64)
  case entryLimit(group: String, declared: UInt64, limit: Int)
  /// The directories read so far hold `limit` entries between them.
  case totalEntryLimit(limit: Int)
  /// `group`'s table at `offset` lies over `other`'s, read before it.
  case directoryOverlaps(group: String, offset: UInt64, other: String, others: Int)
  /// Strip or tile data past the end of the file.
  case stripsOutsideFile(image: String, group: String, offset: UInt64, length: UInt64, fileSize: Int64)
  /// The C2PA tag of another type than UNDEFINED, and why C2PA readers
  /// refuse it (`reason` names the group and type).
  case c2paWrongType(reason: String)
  /// Values not read: each a name and why (`Make (beyond the end of the
  /// file)`); the first three are named.
  case valuesLeftOut(group: String, values: [String])
  case unknownValueTypes(group: String, count: Int)
  case blockTooLarge(name: String, group: String, length: UInt64, limit: Int)
  case blockOutsideFile(name: String, group: String)
  case blockPastReadLimit(name: String, group: String)

  var code: ReadingNotice.Code {
    switch self {
    case .pointerOutside: .tiffPointerOutside
    case .pointerLoop: .tiffPointerLoop
    case .directoryLimit: .tiffDirectoryLimit
    case .readLimitReached: .readLimitReached
    case .directoryTruncated: .directoryTruncated
    case .entryLimit, .totalEntryLimit: .tiffEntryLimit
    case .directoryOverlaps: .tiffDirectoryOverlap
    case .stripsOutsideFile, .valuesLeftOut: .tiffValuesLeftOut
    case .c2paWrongType: .tiffC2PAWrongType
    case .unknownValueTypes: .tiffUnknownValueTypes
    case .blockTooLarge: .blockTooLarge
    case .blockOutsideFile: .blockOutsideFile
    case .blockPastReadLimit: .blockPastReadLimit
    }
  }

  var english: String {
    switch self {
    case .pointerOutside(let from, let offset, let insideHeader, let fileSize, let others):
      "\(from) points to a directory at offset \(offset), "
        + (insideHeader ? "inside the TIFF header" : "outside the file (\(fileSize) bytes)") + "; it is not read"
        + Self.more(others)
    case .pointerLoop(let from, let offset, let others):
      "\(from) points back to the directory at offset \(offset), which was already read (a loop)" + Self.more(others)
    case .directoryLimit(let limit): "the file has more than \(limit) directories; the rest are not read"
    case .readLimitReached(let group): "the read limit was reached before \(group); the rest of the file is not read"
    case .directoryTruncated(let group, let offset): "\(group) at offset \(offset) is cut short by the end of the file"
    case .entryLimit(let group, let declared, let limit):
      "\(group) declares \(declared) entries; only the first \(limit) are read"
    case .totalEntryLimit(let limit):
      "the file's directories hold more than \(limit) entries between them; the rest are not read"
    case .directoryOverlaps(let group, let offset, let other, let others):
      "\(group) at offset \(offset) lies over the entries of \(other), which no writer does; not read"
        + Self.more(others)
    case .stripsOutsideFile(let image, let group, let offset, let length, let fileSize):
      "\(group): values left out: \(image) (\(length) bytes at offset \(offset), beyond the end of the file "
        + "at \(fileSize) bytes)"
    case .c2paWrongType(let reason): "\(reason); C2PA readers refuse the file"
    case .valuesLeftOut(let group, let values):
      "\(group): values left out: " + values.prefix(3).joined(separator: ", ")
        + (values.count > 3 ? " and \(values.count - 3) more" : "")
    case .unknownValueTypes(let group, let count): "\(group) has \(count) entries of an unknown type; they are left out"
    case .blockTooLarge(let name, let group, let length, let limit):
      "the \(name) block in \(group) holds \(length) bytes, more than the \(limit) metalens reads; it is not read"
    case .blockOutsideFile(let name, let group):
      "the \(name) block in \(group) lies beyond the end of the file; it is not read"
    case .blockPastReadLimit(let name, let group):
      "the read limit was reached before the \(name) block in \(group); it is not read"
    }
  }

  private static func more(_ others: Int) -> String { others > 0 ? " (and \(others) more such pointers)" : "" }
}
