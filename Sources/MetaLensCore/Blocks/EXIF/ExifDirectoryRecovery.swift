/// Reads with metalens's own bounded TIFF walk the entries libexif dropped.
///
/// libexif 0.6.24 abandons the rest of a directory in a few cases where
/// ExifTool goes on: a sub-directory or thumbnail pointer past the end of the
/// block inside ExifIFD or GPS (`exif_data_load_data_content` returns as soon
/// as `recursion_cost > 0`), a directory pointer given twice (its
/// `CHECK_REC`). What it dropped would otherwise vanish without a word. When
/// a directory holds fewer entries in libexif's result than its table lists
/// (`LibExifGuard.entryCounts`), the block is walked with
/// `TIFFDirectoryWalker` and `TIFFTagDecoder`, which read every directory
/// TIFF files are read with, and the tags libexif lacks are added with a
/// reading notice.
enum ExifDirectoryRecovery {
  /// The tags to add to `tags` (libexif's), and a notice per directory that
  /// gained some. `tags` is only gathered when a directory came up short.
  static func recover(
    block: ArraySlice<UInt8>, guard hidden: LibExifGuard, loaded: [RawExifEntry],
    tags gather: @autoclosure () -> [MetadataTag]
  ) -> (tags: [MetadataTag], notices: [ReadingNotice]) {
    var kept = Array(repeating: 0, count: ExifDirectory.allCases.count)
    for entry in loaded { kept[entry.directory.index] += 1 }
    let short = ExifDirectory.allCases.filter { kept[$0.index] < (hidden.entryCounts[$0] ?? 0) }
    guard !short.isEmpty, let walked = walk(Array(block)) else { return ([], []) }
    let tags = gather()
    var added: [MetadataTag] = []
    var notices: [ReadingNotice] = []
    for directory in short {
      let group = directory.group
      let present = Set(tags.lazy.filter { $0.group == group }.map(\.name))
      let missing = walked.filter { $0.group == group && !present.contains($0.name) }
      guard !missing.isEmpty else { continue }
      added += missing
      notices.append(
        ReadingNotice(
          EXIFNotice.directoryRecovered(
            group: group, kept: kept[directory.index], entries: hidden.entryCounts[directory] ?? 0,
            recovered: missing.count)))

    }
    return (added, notices)
  }

  /// Every tag of the block as the TIFF reader decodes it, or nil when the
  /// block is not a TIFF structure it can walk.
  private static func walk(_ block: [UInt8]) -> [MetadataTag]? {
    guard let header = TIFFHeader.parse(Array(block.prefix(16))) else { return nil }
    var window = MemoryWindow(block)
    let size = Int64(block.count)
    do {
      let walk = try TIFFDirectoryWalker(header: header, fileSize: size).walk(&window)
      return try TIFFTagDecoder(header: header, fileSize: size, limits: .standard).decode(
        walk.directories, window: &window
      ).tags
    } catch {
      return nil
    }
  }
}
