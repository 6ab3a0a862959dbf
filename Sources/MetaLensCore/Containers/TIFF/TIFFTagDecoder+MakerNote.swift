extension TIFFTagDecoder {
  /// The furthest a raw's MakerNote may end in the file for it to be
  /// decoded: the corpus's CR2, NEF, DNG, ARW, ORF and PEF notes end within
  /// the first 200 KiB (their EXIF directory comes straight after IFD0); a
  /// note further in is listed as binary data only, with a notice.
  static let maxMakerNoteEnd = 4 << 20

  /// The tags of the EXIF directory's MakerNote in a TIFF-based raw (issue
  /// 36: CR2 0 of 148, NEF 0 of 53, DNG 0 of 186 were decoded), read by the
  /// same `MakerNoteReader` as a JPEG's. Its offsets count from the TIFF
  /// header, which is the file's first byte here, so the reader is given
  /// the file from its start to the note's end (a bound that the window's
  /// own read budget also counts); values outside that stay undecoded, as
  /// values outside a JPEG's EXIF block do.
  func makerNote(_ entry: TIFFEntry, make: String?, model: String?, window: inout some ByteWindow)
    throws(MetaLensError) -> MakerNoteReader.Result?
  {
    guard !entry.isInline, let length = entry.byteCount, length > 0,
      let offset = entry.valueOffset(bigEndian: header.bigEndian), offset <= UInt64(Self.maxMakerNoteEnd),
      length <= UInt64(Self.maxMakerNoteEnd) - offset, offset + length <= UInt64(fileSize)
    else { return nil }
    let end = Int(offset + length)
    guard try window.ensure(end) else { return nil }
    let tiff = BinaryReader(window.bytes[0..<end], bigEndian: header.bigEndian)
    return MakerNoteReader(tiff: tiff, fileOffset: 0).read(tiff.bytes[Int(offset)..<end], make: make, model: model)
  }

  /// The MakerNote a DNG keeps in DNGPrivateData (`DNGMakerNote`), decoded
  /// with its offsets moved from the original file's TIFF header to where
  /// the note now is (DNG.dng: 0 of Canon's 139 tags were decoded). The
  /// same 4 MiB bound as a raw's own note applies; nil when the value holds
  /// no `MakN` block first.
  func dngMakerNote(
    _ entry: TIFFEntry, make: String?, model: String?, values: TIFFValueReader, window: inout some ByteWindow
  ) throws(MetaLensError) -> (MakerNoteInfo, MakerNoteReader.Result)? {
    guard !entry.isInline, let total = entry.byteCount, total <= UInt64(Self.maxMakerNoteEnd),
      let offset = entry.valueOffset(bigEndian: header.bigEndian),
      case .bytes(let head) = try values.read(
        TIFFEntry(tag: entry.tag, type: 1, count: UInt64(DNGMakerNote.headBytes), field: entry.field),
        maxBytes: DNGMakerNote.headBytes, from: &window),
      let note = DNGMakerNote(head: head, total: Int(total))
    else { return nil }
    let storage = MakerNoteInfo.Storage.dngPrivateData(byteCount: Int(total))
    let info = MakerNoteInfo(length: note.length, maker: make?.trimmed, storage: storage)
    let start = offset + UInt64(note.start)
    guard start <= UInt64(Self.maxMakerNoteEnd), UInt64(note.length) <= UInt64(Self.maxMakerNoteEnd) - start,
      start + UInt64(note.length) <= UInt64(fileSize)
    else { return (info, MakerNoteReader.Result()) }
    let end = Int(start) + note.length
    guard try window.ensure(end) else { return (info, MakerNoteReader.Result()) }
    let file = BinaryReader(window.bytes[0..<end], bigEndian: note.bigEndian)
    let decoded = MakerNoteReader(tiff: file, fileOffset: 0).read(
      file.bytes[Int(start)..<end], make: make, model: model, movedFrom: note.originalOffset)
    return (
      MakerNoteInfo(length: note.length, maker: make?.trimmed, hasPreview: decoded.hasPreview, storage: storage),
      decoded
    )
  }
}
