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
      let offset = entry.valueOffset(bigEndian: header.bigEndian),
      let end = try noteEnd(offset: offset, length: length, window: &window)
    else { return nil }
    let tiff = BinaryReader(window.bytes[0..<end], bigEndian: header.bigEndian)
    return MakerNoteReader(tiff: tiff, fileOffset: 0).read(tiff.bytes[Int(offset)..<end], make: make, model: model)
  }

  /// The MakerNote a DNG keeps in DNGPrivateData (`DNGMakerNote`), decoded
  /// with its offsets moved from the original file's TIFF header to where
  /// the note now is (DNG.dng: 0 of ExifTool's 129 Canon tags were
  /// decoded). Only DNGPrivateData's own bytes are read, as ExifTool's
  /// `ProcessAdobeMakN` reads only them: a value the converter left outside
  /// the note (Olympus and Sony notes, DNG.pm says) is not read from
  /// whatever the DNG holds there. A value past the 4 MiB bound gives the
  /// note's presence without its tags; nil when it holds no `MakN` block
  /// first.
  func dngMakerNote(
    _ entry: TIFFEntry, make: String?, model: String?, values: TIFFValueReader, window: inout some ByteWindow
  ) throws(MetaLensError) -> (MakerNoteInfo, MakerNoteReader.Result)? {
    guard !entry.isInline, let total = entry.byteCount, let offset = entry.valueOffset(bigEndian: header.bigEndian)
    else { return nil }
    let headBytes = min(total, UInt64(DNGMakerNote.headBytes))
    guard
      case .bytes(let head) = try values.read(
        TIFFEntry(tag: entry.tag, type: 1, count: headBytes, field: entry.field), maxBytes: Int(headBytes),
        from: &window),
      let note = DNGMakerNote(head: head, total: Int(clamping: total))
    else { return nil }
    let storage = MakerNoteInfo.Storage.dngPrivateData(byteCount: Int(clamping: total))
    let present = MakerNoteInfo(length: note.length, maker: make?.trimmed, storage: storage)
    guard let end = try noteEnd(offset: offset, length: total, window: &window) else {
      return (present, MakerNoteReader.Result())
    }
    let reader = BinaryReader(window.bytes[Int(offset)..<end], bigEndian: note.bigEndian)
    // (`DNGMakerNote` has checked that the note lies inside the value.)
    guard let bytes = reader.slice(note.start, note.length) else { return (present, MakerNoteReader.Result()) }
    let decoded = MakerNoteReader(tiff: reader, fileOffset: Int(offset)).read(
      bytes, make: make, model: model, movedFrom: note.originalOffset)
    let maker = MakerNoteSignature.maker(of: Array(bytes.prefix(16))) ?? make?.trimmed
    return (MakerNoteInfo(length: note.length, maker: maker, hasPreview: decoded.hasPreview, storage: storage), decoded)
  }

  /// Where a note of `length` bytes at `offset` ends, once the window holds
  /// it: nil past `maxMakerNoteEnd` or the end of the file.
  private func noteEnd(offset: UInt64, length: UInt64, window: inout some ByteWindow) throws(MetaLensError) -> Int? {
    guard length > 0, offset <= UInt64(Self.maxMakerNoteEnd), length <= UInt64(Self.maxMakerNoteEnd) - offset,
      offset + length <= UInt64(fileSize)
    else { return nil }
    let end = Int(offset + length)
    return try window.ensure(end) ? end : nil
  }
}
