/// Reads a TIFF, a BigTIFF or a TIFF-based camera raw (DNG, CR2, NEF, ARW,
/// IIQ, ORF, RW2…): walks its directories wherever they are, decodes their
/// entries into the same tags a JPEG's EXIF gives, reads the XMP, IPTC, ICC
/// and Photoshop blocks they carry like a JPEG's, and records how the file
/// is built. Image data (strips, tiles) is never read.
struct TIFFMetadataReader {
  let limits: ReadLimits
  /// What to decode beyond what `inspect` needs.
  var options: ReadingOptions = .standard

  func read(_ window: inout some ByteWindow, file detected: FileFacts) throws(MetaLensError) -> PhotoMetadata {
    _ = try window.ensure(16)
    guard let header = TIFFHeader.parse(Array(window.bytes.prefix(16))) else {
      let needed = detected.format == .bigTIFF ? 16 : 8
      guard window.bytes.count < needed else {
        throw .corrupt(path: detected.path, detail: "the TIFF header is not valid")
      }
      throw .truncated(
        path: detected.path, detail: "the file ends at byte \(window.bytes.count), inside the TIFF header")
    }
    let walk = try TIFFDirectoryWalker(header: header, fileSize: detected.size).walk(&window)
    guard !walk.directories.isEmpty else {
      throw .corrupt(path: detected.path, detail: walk.notices.first?.message ?? "IFD0 could not be read")
    }
    var decoder = TIFFTagDecoder(header: header, fileSize: detected.size, limits: limits)
    decoder.isPanasonicRaw = detected.format == .panasonicRW2
    let decoded = try decoder.decode(walk.directories, window: &window)
    // One index for the IFD0 lookups below; each directory's own tags for
    // the rest, since group names repeat (every parent's SubIFDs start at
    // SubIFD, as ExifTool numbers them).
    let decodedTags = TagList(decoded.tags)
    let perDirectory = decoded.ranges.map { decoded.tags[$0] }
    let format = TIFFRawFormat.format(detected: detected.format, tags: decodedTags, directories: perDirectory)
    let file = FileFacts(path: detected.path, size: detected.size, format: format)
    var metadata = PhotoMetadata(file: file)
    metadata.notices = walk.notices + decoded.notices
    metadata.exif = ExifFacts(byteOrder: header.byteOrder, thumbnail: decoded.thumbnail, makerNote: decoded.makerNote)
    let blocksReader = MetadataBlocksReader(limits: limits, options: options)
    var embedded: [MetadataTag] = []
    if let block = decoded.embeddedExif {
      let inner = blocksReader.readExif(block)
      embedded = inner.tags
      metadata.notices += inner.notices
      if metadata.exif?.thumbnail == nil { metadata.exif?.thumbnail = inner.exif?.thumbnail }
      if metadata.exif?.makerNote == nil { metadata.exif?.makerNote = inner.exif?.makerNote }
    }
    let others = metadata.take(blocksReader.readOthers(decoded.blocks))
    let infos = zip(walk.directories, perDirectory).map { Self.info($0, header: header, tags: $1) }
    metadata.imageSize = Self.mainImage(infos)
    metadata.structure = .tiff(
      TIFFStructure(
        byteOrder: header.byteOrder, isBigTIFF: header.isBigTIFF, rawFormat: format.isCameraRaw ? format.rawValue : nil,
        directories: infos, dngVersion: decodedTags.value("IFD0", "DNGVersion")?.text.map(Self.dotted),
        c2pa: decoded.c2pa))
    // ExifTool gives no ExifByteOrder for BigTIFF, whose IFDs are not EXIF's.
    let fileTags = FileTags.common(file, exif: header.isBigTIFF ? nil : metadata.exif)
    let named = TIFFStripNames.named(
      perDirectory, format: format, fileSize: detected.size, sizeIsExact: window.sizeIsExact)
    metadata.notices += named.notices
    metadata.tags = TagList(fileTags + named.tags + decoded.makerNoteTags + embedded + others)
    return metadata
  }

  /// "1 4 0 0" as DNG writes it, "1.4.0.0" as people read it.
  private static func dotted(_ version: String) -> String {
    version.split(separator: " ").joined(separator: ".")
  }

  /// The `tiff` section's entry for one directory, from its own tags.
  private static func info(_ directory: TIFFDirectory, header: TIFFHeader, tags: ArraySlice<MetadataTag>)
    -> TIFFDirectoryInfo
  {
    func value(_ name: String) -> Int64? { tags.first { $0.name == name }?.value.integer }
    let width = value("ImageWidth")
    let height = value("ImageHeight")
    let isImage = directory.table == .ifd0 || directory.table == .ifd1
    return TIFFDirectoryInfo(
      group: directory.group, offset: directory.offset, entryCount: directory.declaredCount,
      byteSize: header.directorySize(entries: directory.declaredCount) ?? Int.max,
      subfileType: isImage ? value("SubfileType") : nil,
      imageSize: isImage ? zip2(width, height).map { PixelSize(width: $0, height: $1) } : nil)
  }

  private static func zip2(_ a: Int64?, _ b: Int64?) -> (Int64, Int64)? {
    guard let a, let b, a > 0, b > 0 else { return nil }
    return (a, b)
  }

  /// The main image: the first image directory that says it is the
  /// full-resolution image (NewSubfileType 0: a DNG's or NEF's raw SubIFD,
  /// not the IFD0 preview), else the first that says nothing, else IFD0.
  static func mainImage(_ directories: [TIFFDirectoryInfo]) -> PixelSize? {
    let images = directories.filter { $0.imageSize != nil }
    let main = images.first { $0.subfileType == 0 } ?? images.first { $0.subfileType == nil } ?? images.first
    return main?.imageSize
  }
}
