/// Reads an EXIF block (the TIFF structure behind `Exif\0\0`) into tags named
/// as ExifTool names them, plus thumbnail and MakerNote facts.
///
/// libexif parses the IFDs; this type names the entries and converts their
/// values. Every container that carries EXIF hands its TIFF block here.
struct ExifReader {
  /// Keep libexif's human-readable values (`MetadataTag.displayValue`).
  var display = false
  struct Result {
    var tags: [MetadataTag] = []
    var facts: ExifFacts?
    var notices: [ReadingNotice] = []
  }

  /// Reads `tiff`, a TIFF structure from its `II`/`MM` header (what follows
  /// `Exif\0\0` in a JPEG, a PNG `eXIf` chunk, a HEIF Exif item);
  /// `fileOffset` is where it starts in the file, so offsets can be reported
  /// as file offsets like ExifTool. `thumbnailSize` reads a thumbnail's frame
  /// size from its bytes.
  func read(tiff block: ArraySlice<UInt8>, fileOffset: Int, thumbnailSize: ([UInt8]) -> (Int, Int)?) -> Result {
    var result = Result()
    guard block.count >= 8 else {
      result.notices.append(ReadingNotice(EXIFNotice.tooShort))
      return result
    }
    let tiff = BinaryReader(block, bigEndian: block.first == 0x4D)
    guard tiff.matches([0x49, 0x49, 0x2A, 0x00]) || tiff.matches([0x4D, 0x4D, 0x00, 0x2A]) else {
      result.notices.append(ReadingNotice(EXIFNotice.noTIFFHeader))
      return result
    }
    let hidden = LibExifGuard(tiff: tiff)
    if let first = hidden.loops.first {
      result.notices.append(
        ReadingNotice(
          EXIFNotice.pointerLoop(group: first.directory.group, offset: first.offset, others: hidden.loops.count - 1)))
    }
    guard let loaded = LibExifLoader.load(tiff: hidden.blanked(Array(tiff.bytes)), display: display) else {
      result.notices.append(ReadingNotice(EXIFNotice.allocationFailed))
      return result
    }
    let decoder = ExifValueDecoder(bigEndian: loaded.bigEndian)
    let pointers = hidden.thumbnails
    var byDirectory = Array(repeating: [MetadataTag](), count: ExifDirectory.allCases.count)
    for entry in loaded.entries {
      let name = ExifTagNames.name(entry.tag, in: entry.directory)
      byDirectory[entry.directory.index].append(
        MetadataTag(
          group: entry.directory.group, name: name, value: decoder.value(of: entry), displayValue: entry.display))
    }
    var thumbnail: ExifThumbnail?
    for directory in [ExifDirectory.ifd0, .ifd1] {
      guard let pointer = pointers[directory] else { continue }
      let group = directory.group
      if let offset = pointer.offset {
        byDirectory[directory.index].append(
          MetadataTag(group: group, name: "ThumbnailOffset", value: .integer(Int64(fileOffset + offset))))
      }
      if let length = pointer.length {
        byDirectory[directory.index].append(
          MetadataTag(group: group, name: "ThumbnailLength", value: .integer(Int64(length))))
      }
      guard directory == .ifd1, let offset = pointer.offset, let length = pointer.length else { continue }
      if let bytes = tiff.slice(offset, length) ?? Self.thumbnailEndingInside(tiff, from: offset), length > 0 {
        byDirectory[ExifDirectory.ifd1.index].append(
          // The declared length, as ExifTool reads it from the file.
          MetadataTag(group: group, name: "ThumbnailImage", value: .binary(byteCount: length)))
        let size = thumbnailSize(Array(bytes))
        thumbnail = ExifThumbnail(offset: fileOffset + offset, length: bytes.count, width: size?.0, height: size?.1)
      } else {
        result.notices.append(
          ReadingNotice(EXIFNotice.thumbnailOutside))

      }
    }
    for (directory, bytes) in hidden.makerNotes {
      byDirectory[directory.index].append(
        MetadataTag(group: directory.group, name: "MakerNote", value: .binary(byteCount: bytes.count)))
    }
    for (directory, tag) in hidden.emptyEntries {
      byDirectory[directory.index].append(
        MetadataTag(group: directory.group, name: ExifTagNames.name(tag, in: directory), value: .text("")))
    }
    let recovered = ExifDirectoryRecovery.recover(
      block: tiff.bytes, guard: hidden, loaded: loaded.entries, tags: Array(byDirectory.joined()))
    for tag in recovered.tags {
      if let directory = ExifDirectory(group: tag.group) { byDirectory[directory.index].append(tag) }
    }
    result.notices += recovered.notices
    result.tags = Array(byDirectory.joined())
    let make = result.tags.first { $0.group == "IFD0" && $0.name == "Make" }?.value.text
    let model = result.tags.first { $0.group == "IFD0" && $0.name == "Model" }?.value.text
    let decoded = hidden.makerNotes[.exif].map {
      MakerNoteReader(tiff: tiff, fileOffset: fileOffset).read($0, make: make, model: model)
    }
    result.tags += decoded?.tags ?? []
    result.notices += decoded?.notices ?? []
    let makerNote = hidden.makerNotes[.exif].map {
      MakerNoteInfo(
        length: $0.count, maker: MakerNoteSignature.maker(of: Array($0.prefix(16))) ?? make?.trimmed,
        hasPreview: decoded?.hasPreview ?? false)
    }
    result.facts = ExifFacts(byteOrder: loaded.bigEndian ? "MM" : "II", thumbnail: thumbnail, makerNote: makerNote)
    return result
  }

  /// A thumbnail whose declared length runs past the EXIF block although its
  /// JPEG ends inside it: from `offset` to its end-of-image marker, when
  /// only padding follows that marker in the block. Sony's DCR-PC110E and
  /// PC120E declare a byte more than they write, and ExifTool reads their
  /// thumbnail whole; libexif drops it, and metalens then said the camera's
  /// thumbnail was missing (issue 36). A thumbnail cut by the end of the
  /// block has no end marker there and is still outside.
  static func thumbnailEndingInside(_ tiff: BinaryReader, from offset: Int) -> ArraySlice<UInt8>? {
    guard offset >= 0, let rest = tiff.suffix(from: offset), rest.count >= 4, rest.first == 0xFF,
      rest[rest.startIndex + 1] == 0xD8,
      let last = rest.lastIndex(where: { $0 != 0x00 && $0 != 0xFF }), rest[last] == 0xD9, last > rest.startIndex,
      rest[last - 1] == 0xFF
    else { return nil }
    return rest[...last]
  }
}
