/// Decodes a camera maker's MakerNote directory into tags named as ExifTool
/// names them (issue 36): the leaf tags of the maker's main directory, with
/// the values ExifTool prints under `-n`, and Canon's binary sub-directories
/// (CameraSettings, ShotInfo…, `CanonBinaryDecoder`). Other sub-directories
/// (Nikon's preview) and the tags ExifTool converts by code are not
/// decoded; the MakerNote stays listed as binary data beside them.
///
/// The directory is hostile: its entry count is bounded, every value must
/// lie inside the EXIF block, and a directory that does not look like one
/// (too many entries, unknown field types) is left undecoded with a notice.
struct MakerNoteReader {
  /// The EXIF block's TIFF structure, from its `II`/`MM` header.
  let tiff: BinaryReader
  /// Where that structure starts in the file.
  let fileOffset: Int

  /// Tags that hold an offset to an embedded image, reported as file
  /// offsets as ExifTool reports them.
  static let offsetTags: Set<String> = ["PreviewImageStart", "ThumbnailOffset", "JpgFromRawStart"]

  struct Result {
    var tags: [MetadataTag] = []
    /// The directory holds a preview image of its own (Nikon's PreviewIFD,
    /// 0x0011): bodies such as the D1X keep their preview there, not in IFD1.
    var hasPreview = false
    var notices: [ReadingNotice] = []
  }

  /// Entries a MakerNote directory may hold; the largest in the corpus
  /// (a Sony body) has 120.
  static let maxEntries = 1024
  /// Longest array shown as numbers; longer ones are binary data.
  static let maxComponents = 256

  /// The tags of `note`, a slice of the TIFF block, when its maker's layout
  /// is known; `model` is IFD0's, which some Canon tags depend on.
  /// `movedFrom` is where the note stood in the file it was copied from
  /// (a DNG's `MakN`, `DNGMakerNote`): offsets that count from that file's
  /// TIFF header are moved with it, as ExifTool's `ProcessAdobeMakN` moves
  /// its base by the note's new position less its original one.
  func read(_ note: ArraySlice<UInt8>, make: String?, model: String? = nil, movedFrom: Int? = nil) -> Result {
    var result = Result()
    guard let layout = MakerNoteLayout.of(note, make: make, model: model),
      let names = MakerNoteTagNames.tables[layout.table]
    else { return result }
    let noteStart = note.startIndex - tiff.bytes.startIndex
    let directory = noteStart + layout.directory
    // An empty directory is a directory: nothing to decode, nothing wrong.
    if BinaryReader(tiff.bytes).u16(directory) == 0 { return result }
    // Some bodies write their notes in the other byte order than the EXIF
    // block's (ExifTool tries both when the entry count is implausible).
    let orders =
      layout.bigEndian.map { layout.orderMayBeWrong ? [$0, !$0] : [$0] } ?? [tiff.bigEndian, !tiff.bigEndian]
    guard
      let (reader, count) = orders.lazy.map({ BinaryReader(tiff.bytes, bigEndian: $0) })
        .compactMap({ reader in plausibleCount(reader, directory).map { (reader, $0) } }).first
    else {
      // A note recognised by its signature is damaged; one assumed from
      // Make alone may be a format of that maker's that is no directory.
      if layout.signed {
        result.notices.append(
          ReadingNotice(EXIFNotice.makerNoteUnreadable(group: layout.group)))

      }
      return result
    }
    var base: Int
    switch layout.base {
    case .tiffHeader: base = movedFrom.map { noteStart - $0 } ?? 0
    case .makerNote(let plus): base = noteStart + plus
    }
    if layout.valuesFollowDirectory {
      base += rebase(reader, directory: directory, count: count, base: base)
    }
    let decoder = ExifValueDecoder(bigEndian: reader.bigEndian)
    // Canon's binary sub-directories: their values are converted once all
    // are read (a conversion may use a member set later in the note).
    var canon = CanonBinaryDecoder(bigEndian: reader.bigEndian, model: model)
    var converted: [(slot: Int, reading: CanonBinaryDecoder.Reading)] = []
    // Where the serial sub-directories' (AFInfo) tags are.
    var subdirectory: [Int] = []
    // Data members that the main table's Conditions set and the serial
    // tables' conditions read (Canon.pm: 0x0012's `$$self{AFInfoCount} =
    // $count`, 0x003c's `$$self{AFInfo3} = 1`).
    var serialMembers: [String: Int64] = [:]
    for index in 0..<count {
      let entry = directory + 2 + index * 12
      guard let tag = reader.u16(entry), let format = reader.u16(entry + 2),
        let components = reader.u32(entry + 4).map(Int.init)
      else { continue }
      if layout.group == "Nikon", tag == 0x0011 { result.hasPreview = true }
      if layout.group == "Canon", tag == 0x0012 { serialMembers["AFInfoCount"] = Int64(components) }
      if layout.group == "Canon", tag == 0x003C { serialMembers["AFInfo3"] = 1 }
      let tables = layout.group == "Canon" ? CanonBinaryTable.tables[tag] : nil
      let serial = layout.group == "Canon" ? CanonSerialTable.tables[tag] : nil
      guard tables != nil || serial != nil || names[tag] != nil, let size = TIFFEntry.componentSize(format),
        format <= 13
      else {
        continue
      }
      let (length, overflow) = components.multipliedReportingOverflow(by: size)
      guard !overflow else { continue }
      let bytes: ArraySlice<UInt8>?
      if length <= 4 {
        bytes = reader.slice(entry + 8, length)
      } else {
        bytes = reader.u32(entry + 8).flatMap { base <= Int.max - Int($0) ? reader.slice(base + Int($0), length) : nil }
      }
      guard let bytes else { continue }
      if tables != nil {
        // ExifTool chooses among a tag's tables by the entry (ColorData1…11
        // by its count); none chosen, the entry is not read.
        guard let table = CanonBinaryTable.table(for: tag, count: components, data: bytes) else { continue }
        for reading in canon.decode(bytes, as: table) {
          converted.append((result.tags.count, reading))
          // (A placeholder: every value is converted once all are read.)
          result.tags.append(MetadataTag(group: layout.group, name: reading.name, value: .integer(reading.raw)))
        }
        continue
      }
      if let serial {
        let values = CanonSerialDecoder.decode(
          bytes, as: serial, bigEndian: reader.bigEndian, model: model, members: serialMembers)
        for (name, value) in values {
          subdirectory.append(result.tags.count)
          result.tags.append(MetadataTag(group: layout.group, name: name, value: value))
        }
        continue
      }
      guard let known = names[tag] else { continue }
      var value = value(Array(bytes), tag, format, known, decoder)
      // Offsets of embedded images are file offsets in ExifTool's output.
      if Self.offsetTags.contains(known.name), case .integer(let offset) = value {
        value = .integer(offset + Int64(base + fileOffset))
      }
      result.tags.append(MetadataTag(group: layout.group, name: known.name, value: value))
    }
    for (slot, reading) in converted {
      result.tags[slot] = MetadataTag(group: layout.group, name: reading.name, value: canon.value(of: reading))
    }
    // A name read in two sub-directories (FocusDistanceUpper in ShotInfo
    // and FileInfo, AFPointsInFocus in ShotInfo and AFInfo) is one tag: the later, as ExifTool's `FoundTag` keeps
    // the later of two tags of equal priority.
    let slots = (converted.map(\.slot) + subdirectory).sorted()
    let last = Dictionary(slots.map { (result.tags[$0].name, $0) }, uniquingKeysWith: { $1 })
    let superseded = Set(slots.filter { last[result.tags[$0].name] != $0 })
    if !superseded.isEmpty {
      result.tags = result.tags.indices.filter { !superseded.contains($0) }.map { result.tags[$0] }
    }
    return result
  }

  /// The directory's entry count in `reader`'s byte order, when the
  /// directory fits in the block and most of its entries have a TIFF type.
  private func plausibleCount(_ reader: BinaryReader, _ directory: Int) -> Int? {
    guard let count = reader.u16(directory).map(Int.init), count > 0, count <= Self.maxEntries,
      reader.slice(directory + 2, count * 12) != nil
    else { return nil }
    let typed = (0..<count).count { index in
      reader.u16(directory + 2 + index * 12 + 2).map { (1...13).contains($0) } ?? false
    }
    return typed * 2 >= count ? count : nil
  }

  /// How far to move the base so that the first value outside the entries
  /// lies right after the directory and its next-directory pointer, where
  /// Canon writes it: editors that move the MakerNote keep its offsets
  /// (ExifTool's MakerNotes.pm `FixBase` "Adjusted MakerNotes base").
  private func rebase(_ reader: BinaryReader, directory: Int, count: Int, base: Int) -> Int {
    let offsets = (0..<count).compactMap { index -> Int? in
      let entry = directory + 2 + index * 12
      guard let format = reader.u16(entry + 2), let size = TIFFEntry.componentSize(format),
        let components = reader.u32(entry + 4), UInt64(components) * UInt64(size) > 4
      else { return nil }
      return reader.u32(entry + 8).map(Int.init)
    }
    guard let first = offsets.min() else { return 0 }
    // Within a few bytes: a missing next-directory pointer or padding, not a
    // moved note (jhead's thumbnail-place-error.jpg is 2 bytes off, and
    // ExifTool leaves it).
    let shift = directory + 2 + count * 12 + 4 - (base + first)
    return abs(shift) <= 4 ? 0 : shift
  }

  /// The value as ExifTool reads it: in its table's format when that
  /// differs from the stored one, and UNDEFINED bytes as text when they are
  /// text (ExifTool prints them so), binary data otherwise.
  private func value(
    _ bytes: [UInt8], _ tag: UInt16, _ stored: UInt16, _ known: MakerNoteTagNames.Tag, _ decoder: ExifValueDecoder
  ) -> MetadataValue {
    let format = known.format == 0 ? stored : known.format
    if format == 2 || format == 7 {
      let text = bytes.reversed().drop { $0 == 0 }.reversed()
      if format == 2 || (!text.isEmpty && text.allSatisfy { $0 >= 0x20 && $0 < 0x7F }) {
        return .text(TextDecoding.cString(bytes))
      }
      return .binary(byteCount: bytes.count)
    }
    guard let size = TIFFEntry.componentSize(format), bytes.count / size <= Self.maxComponents else {
      return .binary(byteCount: bytes.count)
    }
    let raw = RawExifEntry(directory: .exif, tag: tag, format: format, count: bytes.count / size, bytes: bytes)
    return decoder.genericValue(of: raw)
  }
}
