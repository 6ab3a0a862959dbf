/// Turns the entries of a TIFF's directories into tags, and lifts out the
/// metadata blocks they carry (XMP 700, IPTC 33723, ICC 34675, Photoshop
/// 34377) for `MetadataBlocksReader`.
///
/// Values are decoded here with `ExifValueDecoder` and named with
/// `ExifTagNames`, the same code that decodes a JPEG's EXIF entries after
/// libexif has parsed them, so a TIFF's ExposureTime reads exactly like a
/// JPEG's. libexif itself is not used for TIFF files: it reads at most
/// 64 KiB behind a JPEG-style header (a TIFF's IFD0 is often megabytes into
/// the file), knows nothing of BigTIFF, SubIFDs or IFD2 and later, and would
/// need a relocated copy of the entries whose offsets no longer match the
/// file. Decoding the walker's entries directly keeps every offset a real
/// file offset (ThumbnailOffset, StripOffsets, PreviewImageStart).
struct TIFFTagDecoder {
  let header: TIFFHeader
  let fileSize: Int64
  let limits: ReadLimits
  var maxValueBytes = ReadLimits.maxTIFFValueBytes
  /// A Panasonic RW2, whose IFD0 uses the PanasonicRaw tag table.
  var isPanasonicRaw = false

  struct Result {
    var tags: [MetadataTag] = []
    /// Where each directory's tags lie in `tags`, one range per directory
    /// in the walker's order: group names are not unique (every parent's
    /// SubIFDs start at SubIFD), so a directory's own tags are found here,
    /// not by its group.
    var ranges: [Range<Int>] = []
    var blocks = MetadataBlocks()
    var c2pa: C2PAPresence?
    var thumbnail: ExifThumbnail?
    var makerNote: MakerNoteInfo?
    /// The MakerNote's own tags (`makerNote(_:make:model:window:)`), in
    /// their makers' groups, kept apart from the directories' ranges.
    var makerNoteTags: [MetadataTag] = []
    var notices: [ReadingNotice] = []
    /// A Panasonic RW2's JpgFromRaw EXIF, read like a JPEG's.
    var embeddedExif: MetadataBlocks.TIFFBlock?
  }

  /// Directory pointers: the walker follows them; ExifTool lists no tag for them.
  static let pointerTags: Set<UInt16> = [330, 34665, 34853, 40965]
  static let c2paTag: UInt16 = 0xCD41
  static let makerNoteTag: UInt16 = 0x927C
  /// Tags ExifTool shows as binary data whatever their type.
  static let binaryTags: Set<UInt16> = [0xC634]  // DNGPrivateData
  static let dngPrivateData: UInt16 = 0xC634
  /// Bytes read from a thumbnail to find its frame size.
  static let thumbnailHeaderBytes = 64 << 10

  func decode(_ directories: [TIFFDirectory], window: inout some ByteWindow) throws(MetaLensError) -> Result {
    var result = Result()
    let values = TIFFValueReader(bigEndian: header.bigEndian, fileSize: fileSize)
    let decoder = ExifValueDecoder(bigEndian: header.bigEndian)
    var make: String?
    var model: String?
    let c2paSource = Self.c2paSource(directories)
    for (index, directory) in directories.enumerated() {
      let group = directory.group
      let first = result.tags.count
      defer { result.ranges.append(first..<result.tags.count) }
      var unknownTypes = 0
      var unread: [String] = []
      for entry in directory.entries {
        let isGPS = directory.table == .gps
        if !isGPS, Self.pointerTags.contains(entry.tag) { continue }
        if !isGPS,
          try takeBlock(
            entry, group: group, c2paSource: index == c2paSource, values: values, window: &window, into: &result)
        {
          continue
        }
        if !isGPS, entry.tag == 0x0201 || entry.tag == 0x0202 {
          try imagePointer(entry, in: directory, values: values, window: &window, into: &result)
          continue
        }
        if !isGPS, entry.tag == Self.makerNoteTag {
          let head = try values.read(
            TIFFEntry(tag: entry.tag, type: 7, count: min(entry.count, 16), field: entry.field), maxBytes: 16,
            from: &window)
          let length = Int(clamping: entry.byteCount ?? 0)
          result.tags.append(MetadataTag(group: group, name: "MakerNote", value: .binary(byteCount: length)))
          if directory.role == .exif, result.makerNote == nil {
            let signature =
              if case .bytes(let bytes) = head { MakerNoteSignature.maker(of: bytes) } else { String?.none }
            let decoded = try makerNote(entry, make: make, model: model, window: &window)
            result.makerNoteTags += decoded?.tags ?? []
            result.notices += decoded?.notices ?? []
            result.makerNote = MakerNoteInfo(
              length: length, maker: signature ?? make?.trimmed, hasPreview: decoded?.hasPreview ?? false)
          }
          continue
        }
        let panasonic = isPanasonicRaw && directory.role == .chain(0)
        let name = panasonic ? PanasonicRawTagNames.name(entry.tag) : ExifTagNames.name(entry.tag, in: directory.table)
        if !isGPS, entry.tag == Self.dngPrivateData, result.makerNote == nil {
          if let (info, decoded) = try dngMakerNote(entry, make: make, model: model, values: values, window: &window) {
            result.makerNote = info
            result.makerNoteTags += decoded.tags
            result.notices += decoded.notices
          }
        }
        if !isGPS, Self.binaryTags.contains(entry.tag) {
          result.tags.append(
            MetadataTag(group: group, name: name, value: .binary(byteCount: Int(clamping: entry.byteCount ?? 0))))
          continue
        }
        switch try values.read(entry, maxBytes: maxValueBytes, from: &window) {
        case .bytes(let bytes):
          let value = Self.value(entry, bytes: bytes, table: directory.table, decoder: decoder)
          if directory.role == .chain(0), entry.tag == 0x010F { make = value.text }
          if directory.role == .chain(0), entry.tag == 0x0110 { model = value.text }
          result.tags.append(MetadataTag(group: group, name: name, value: value))
          if panasonic, entry.tag == PanasonicRawTagNames.jpgFromRaw, result.embeddedExif == nil,
            let offset = entry.valueOffset(bigEndian: header.bigEndian), !entry.isInline
          {
            result.embeddedExif = EmbeddedJPEGExif.tiffBlock(bytes, fileOffset: Int(offset))
          }
        case .tooLarge(let length) where entry.type == 7 || entry.type == 1:
          result.tags.append(MetadataTag(group: group, name: name, value: .binary(byteCount: Int(clamping: length))))
        case .tooLarge(let length):
          unread.append("\(name) (\(length) bytes, more than the \(maxValueBytes) metalens reads)")
        case .unknownType:
          unknownTypes += 1
        case .beyondEnd:
          unread.append("\(name) (beyond the end of the file)")
        case .budgetSpent:
          unread.append("\(name) (past the read limit)")
        }
      }
      if !unread.isEmpty {
        result.notices.append(ReadingNotice(TIFFNotice.valuesLeftOut(group: group, values: unread)))
      }
      if unknownTypes > 0 {
        result.notices.append(
          ReadingNotice(TIFFNotice.unknownValueTypes(group: group, count: unknownTypes)))
      }
    }
    return result
  }

  /// A value decoded as for EXIF; the BigTIFF integer types (LONG8, SLONG8,
  /// IFD8) and IFD offsets, which EXIF lacks, as integers.
  private static func value(_ entry: TIFFEntry, bytes: [UInt8], table: ExifDirectory, decoder: ExifValueDecoder)
    -> MetadataValue
  {
    if [16, 17, 18].contains(entry.type) {
      let reader = BinaryReader(bytes, bigEndian: decoder.bigEndian)
      let numbers = (0..<bytes.count / 8).compactMap { reader.u64($0 * 8) }.map {
        entry.type == 17 ? String(Int64(bitPattern: $0)) : String($0)
      }
      if numbers.count == 1, let number = Int64(numbers[0]) { return .integer(number) }
      return .text(numbers.joined(separator: " "))
    }
    let format = entry.type == 13 ? 4 : entry.type
    let raw = RawExifEntry(
      directory: table, tag: entry.tag, format: format, count: Int(clamping: entry.count), bytes: bytes)
    return decoder.value(of: raw)
  }

  /// Keeps a metadata block's bytes for its own reader; false when the entry
  /// is no block. A C2PA store is kept only from `c2paSource`'s directory.
  private func takeBlock(
    _ entry: TIFFEntry, group: String, c2paSource: Bool, values: TIFFValueReader, window: inout some ByteWindow,
    into result: inout Result
  ) throws(MetaLensError) -> Bool {
    if entry.tag == Self.c2paTag {
      guard c2paSource else { return true }
      if result.c2pa == nil, let length = entry.byteCount {
        let offset = entry.isInline ? 0 : entry.valueOffset(bigEndian: header.bigEndian) ?? 0
        result.c2pa = C2PAPresence(offset: Int64(clamping: offset), length: Int64(clamping: length))
      }
      if entry.type != 7 {
        Self.refuseC2PA(entry, group: group, into: &result)
        return true
      }
    }
    let name: String
    switch entry.tag {
    case Self.c2paTag: name = "C2PA manifest store"
    case 700: name = "XMP"
    case 33723: name = "IPTC"
    case 34675: name = "ICC profile"
    case 34377: name = "Photoshop resources"
    default: return false
    }
    let bytes: [UInt8]
    switch try values.read(entry, maxBytes: limits.maxReassembledBytes, from: &window) {
    case .bytes(let read): bytes = read
    case .tooLarge(let length):
      result.notices.append(
        ReadingNotice(
          TIFFNotice.blockTooLarge(name: name, group: group, length: length, limit: limits.maxReassembledBytes)))
      return true
    case .unknownType: return true
    case .beyondEnd:
      result.notices.append(
        ReadingNotice(TIFFNotice.blockOutsideFile(name: name, group: group)))
      return true
    case .budgetSpent:
      result.notices.append(
        ReadingNotice(TIFFNotice.blockPastReadLimit(name: name, group: group)))

      return true
    }
    switch entry.tag {
    case 700: if result.blocks.xmp == nil { result.blocks.xmp = bytes }
    case 33723: if result.blocks.iptc == nil { result.blocks.iptc = bytes }
    case 34675: if result.blocks.icc == nil { result.blocks.icc = bytes }
    case Self.c2paTag:
      if result.blocks.jumbf.isEmpty {
        result.blocks.jumbf = [bytes]
        result.blocks.jumbfContainer = "TIFF tag 0xCD41"
      }
    default: if result.blocks.photoshop == nil { result.blocks.photoshop = bytes }
    }
    return true
  }

  /// JPEGInterchangeFormat (0x201) and its length (0x202), named as
  /// ExifTool names them where they are: IFD1's thumbnail, IFD0's preview,
  /// a SubIFD's or later IFD's JpgFromRaw. Offsets are file offsets.
  private func imagePointer(
    _ entry: TIFFEntry, in directory: TIFFDirectory, values: TIFFValueReader, window: inout some ByteWindow,
    into result: inout Result
  ) throws(MetaLensError) {
    let (start, length, image): (String, String, String) =
      switch directory.role {
      case .chain(1): ("ThumbnailOffset", "ThumbnailLength", "ThumbnailImage")
      case .chain(0): ("PreviewImageStart", "PreviewImageLength", "PreviewImage")
      default: ("JpgFromRawStart", "JpgFromRawLength", "JpgFromRaw")
      }
    guard let number = try values.integers(entry, maxCount: 1, from: &window).first else { return }
    let group = directory.group
    result.tags.append(
      MetadataTag(group: group, name: entry.tag == 0x0201 ? start : length, value: .integer(Int64(clamping: number))))
    // Once both are known, the image itself (as ExifTool lists it) and, for IFD1, the thumbnail's facts.
    guard entry.tag == 0x0202, let startEntry = directory.entry(0x0201),
      let offset = try values.integers(startEntry, maxCount: 1, from: &window).first, number > 0
    else { return }
    guard offset <= UInt64(fileSize), number <= UInt64(fileSize) - offset else {
      result.notices.append(
        TIFFStripNames.outsideFile(
          image, group: group, offset: offset, length: number, fileSize: fileSize, sizeIsExact: window.sizeIsExact))
      return
    }
    result.tags.append(MetadataTag(group: group, name: image, value: .binary(byteCount: Int(clamping: number))))
    guard directory.role == .chain(1), result.thumbnail == nil else { return }
    let head = try window.read(at: Int64(offset), count: Int(min(number, UInt64(Self.thumbnailHeaderBytes)))) ?? []
    let size = JPEGFrameParser.size(ofJPEG: head)
    result.thumbnail = ExifThumbnail(offset: Int(offset), length: Int(number), width: size?.0, height: size?.1)
  }
}
