/// The IFD entries metalens reads itself and hides from libexif.
///
/// - The thumbnail pointers of IFD0 and IFD1 (JPEGInterchangeFormat 0x0201
///   and its length 0x0202): libexif consumes them without keeping them as
///   entries, and 0.6.24 abandons the rest of a directory when the length
///   exceeds the block, losing the ExifIFD and GPS pointers that follow.
/// - Every MakerNote (0x927C): libexif 0.6.24 interprets maker notes as soon
///   as it loads a block, in the code behind CVE-2026-32775, -40385 and
///   -40386, fixed only in 0.6.26. metalens reports a MakerNote's presence,
///   size and maker, never its contents, so libexif need not see it at all.
///
/// Hidden entries get tag and type zero in the copy handed to libexif, which
/// libexif skips as empty. The walk reads only the directories' entry tables,
/// with bounds checks, and visits each directory once. It must reach every
/// directory libexif reaches, so it follows libexif's rules rather than the
/// standard's: an EXIF, GPS or Interop pointer is followed from any
/// directory, whatever its type, and a count larger than the block is cut to
/// the entries that fit.
struct LibExifGuard {
  struct ThumbnailPointer: Equatable {
    var offset: Int?
    var length: Int?
  }

  /// The thumbnail pointers found in IFD0 and IFD1.
  private(set) var thumbnails: [ExifDirectory: ThumbnailPointer] = [:]
  /// The MakerNote bytes found in each directory (normally only ExifIFD).
  private(set) var makerNotes: [ExifDirectory: ArraySlice<UInt8>] = [:]
  /// Offsets (in the TIFF block) of the 12-byte entries to hide.
  private(set) var hiddenEntries: [Int] = []
  /// Entries of each directory that libexif should keep: neither empty, nor
  /// a directory pointer, nor hidden. Fewer in libexif's result means it
  /// dropped some (`ExifDirectoryRecovery`).
  private(set) var entryCounts: [ExifDirectory: Int] = [:]
  /// Entries with no components, which libexif drops and ExifTool reports
  /// as an empty string (ExifReader adds them).
  private(set) var emptyEntries: [(directory: ExifDirectory, tag: UInt16)] = []
  /// Pointers back to a directory already read (a loop, which the walk does
  /// not follow): how many, and the first, for a reading notice as a TIFF
  /// file's walk gives.
  private(set) var loops: (count: Int, first: (directory: ExifDirectory, offset: Int)?) = (0, nil)

  init(tiff: BinaryReader) {
    guard let ifd0 = tiff.u32(4).map(Int.init) else { return }
    var visited: Set<Int> = []
    var pending: [(Int, ExifDirectory)] = [(ifd0, .ifd0)]
    while let (offset, directory) = pending.popLast() {
      guard visited.insert(offset).inserted else {
        // An empty pointer entry (no components, as in "Empty GPSInfo data")
        // holds whatever bytes were left there: no loop, as for ExifTool.
        if !emptyPointers.contains(offset) {
          loops.count += 1
          if loops.first == nil { loops.first = (directory, offset) }
        }
        continue
      }
      guard let declared = tiff.u16(offset).map(Int.init) else { continue }
      let count = min(declared, max(0, (tiff.count - offset - 2) / 12))
      pending += scan(tiff, directory: offset, count: count, as: directory)
      // libexif finds IFD1 after the declared count, and not at all when that
      // runs past the block.
      if directory == .ifd0, let next = tiff.u32(offset + 2 + 12 * declared).map(Int.init), next != 0 {
        pending.append((next, .ifd1))
      }
    }
  }

  /// Where directory pointers without components point.
  private var emptyPointers: Set<Int> = []

  /// `tiff` with the hidden entries blanked.
  func blanked(_ tiff: [UInt8]) -> [UInt8] {
    var copy = tiff
    for offset in hiddenEntries where offset + 4 <= copy.count {
      copy.replaceSubrange(offset..<offset + 4, with: [0, 0, 0, 0])
    }
    return copy
  }

  /// Scans one directory's entries; returns the sub-directories it points to.
  private mutating func scan(
    _ tiff: BinaryReader, directory offset: Int, count: Int, as directory: ExifDirectory
  ) -> [(Int, ExifDirectory)] {
    var children: [(Int, ExifDirectory)] = []
    var thumbnail = ThumbnailPointer()
    for index in 0..<count {
      let entry = offset + 2 + 12 * index
      guard let tag = tiff.u16(entry), let type = tiff.u16(entry + 2), let components = tiff.u32(entry + 4) else {
        continue
      }
      let value = Self.integer(tiff, type: type, at: entry + 8)
      let pointer = tiff.u32(entry + 8).map(Int.init)
      if tag != 0, components == 0 {
        emptyEntries.append((directory, tag))
        if [0x8769, 0x8825, 0xA005].contains(tag), let pointer { emptyPointers.insert(pointer) }
      } else if tag != 0, ![0x8769, 0x8825, 0xA005, 0x0201, 0x0202, 0x927C].contains(tag) {
        entryCounts[directory, default: 0] += 1
      }
      switch tag {
      case 0x8769: if let pointer { children.append((pointer, .exif)) }
      case 0x8825: if let pointer { children.append((pointer, .gps)) }
      case 0xA005: if let pointer { children.append((pointer, .interop)) }
      case 0x0201 where directory == .ifd0 || directory == .ifd1, 0x0202 where directory == .ifd0 || directory == .ifd1:
        hiddenEntries.append(entry)
        if tag == 0x0201 { thumbnail.offset = value } else { thumbnail.length = value }
      case 0x927C:
        hiddenEntries.append(entry)
        let length = Int(components)
        let data =
          length <= 4 ? tiff.slice(entry + 8, length) : tiff.u32(entry + 8).flatMap { tiff.slice(Int($0), length) }
        makerNotes[directory] = data ?? []
      default:
        break
      }
    }
    if thumbnail != ThumbnailPointer() { thumbnails[directory] = thumbnail }
    return children
  }

  /// A SHORT or LONG value stored in an entry.
  private static func integer(_ tiff: BinaryReader, type: UInt16, at offset: Int) -> Int? {
    switch type {
    case 3: tiff.u16(offset).map(Int.init)
    case 4, 13: tiff.u32(offset).map(Int.init)
    default: nil
    }
  }
}
