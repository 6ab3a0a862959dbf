/// Reads a HEIF (HEIC, AVIF) file: its top-level boxes, the `meta` box, the
/// primary image's size, its Exif and XMP items and ICC profile, and the
/// images beside it.
///
/// Why not libheif: measured on a corpus iPhone HEIC (721,093 bytes, a
/// 48-tile grid), libheif 1.15's `heif_context_read_from_reader` read 721,092
/// bytes in 1,704 reads before returning, because opening a context reads
/// every tile's coded data (it looks for colour information in the HEVC
/// stream). A reader that refuses reads inside `mdat` makes it abort on an
/// assertion (`Box_iloc::read_data`), which would end the process, and a
/// buffer with only `ftyp` + `meta` is rejected ("Extent in iloc box
/// references data outside of file bounds"). So metalens walks the boxes
/// itself, bounded (`ReadLimits.maxISOBMFFBoxes`, `maxHEIFItems`, a fixed
/// nesting), reads box headers at the top level, the `meta` box and
/// the metadata items, and never `mdat`'s image data: on that file, the
/// window's 128 KiB first read plus a few hundred bytes. libheif checks the
/// walker in the tests instead (`LibHeifProbe`).
struct HEIFMetadataReader {
  let limits: ReadLimits
  /// What to decode beyond what `inspect` needs.
  var options: ReadingOptions = .standard

  func read(_ window: inout some ByteWindow, file: FileFacts) throws(MetaLensError) -> PhotoMetadata {
    var top = try ISOBMFFTopLevel.scan(&window)
    var metadata = PhotoMetadata(file: file)
    guard let ftypHeader = top.ftyp,
      let ftypBytes = try window.read(at: ftypHeader.offset, count: Int(min(ftypHeader.size, 4096)))
    else {
      if let damage = top.damage { throw damage.error(path: file.path) }
      throw .corrupt(path: file.path, detail: top.notices.first?.message ?? "no valid 'ftyp' box")
    }
    let ftyp = HEIFFileType(ftypBytes.dropFirst(ftypHeader.headerSize))
    var structure = HEIFStructure(majorBrand: ftyp.majorBrand, compatibleBrands: ftyp.compatibleBrands)
    structure.c2paBox = top.c2pa.map { .init(offset: $0.offset, length: $0.size) }
    structure.hasCompactMiniBox = top.mini != nil
    var quickTime = ftyp.tags
    var blocks = MetadataBlocks()
    if let metaHeader = top.meta {
      let meta = try readMeta(metaHeader, window: &window, notices: &top.notices)
      if let meta {
        quickTime += describe(meta, into: &structure, blocks: &blocks, window: &window, notices: &top.notices)
      }
    } else if top.mini != nil {
      top.notices.append(
        ReadingNotice(HEIFNotice.miniBox))
    } else {
      top.notices.append(ReadingNotice(HEIFNotice.noMetaBox))
    }
    if options.allTags {
      if let moov = top.moov,
        let bytes = try window.read(
          at: moov.payloadOffset, count: Int(min(moov.payloadSize, Int64(QuickTimeMovieHeader.readBytes))))
      {
        quickTime += QuickTimeMovieHeader.tags(moov: bytes[...])
      }
      quickTime += Self.boxTags(top)
    }
    if let box = top.c2pa {
      blocks.jumbf = try c2paStore(box, window: &window, notices: &top.notices).map { [$0] } ?? []
      blocks.jumbfContainer = "HEIF uuid box"
    }
    metadata.notices = top.notices
    let tags = metadata.take(MetadataBlocksReader(limits: limits, options: options).read(blocks))
    metadata.structure = .heif(structure)
    metadata.imageSize = structure.primarySize
    var fileTags = FileTags.common(file, exif: metadata.exif)
    if let size = structure.primarySize {
      fileTags += [
        FileTags.tag("ImageWidth", .integer(size.width)), FileTags.tag("ImageHeight", .integer(size.height)),
      ]
    }
    metadata.tags = TagList(fileTags + quickTime + tags)
    return metadata
  }

  /// ExifTool's tags for the top-level `free` and `mdat` boxes: their sizes
  /// and where the image data starts, never the data.
  static func boxTags(_ top: ISOBMFFTopLevel) -> [MetadataTag] {
    var tags: [MetadataTag] = []
    if let free = top.free {
      tags.append(.init(group: "QuickTime", name: "Free", value: .binary(byteCount: Int(free.payloadSize))))
    }
    if let mdat = top.mdat {
      tags += [
        .init(group: "QuickTime", name: "MediaDataSize", value: .integer(mdat.payloadSize)),
        .init(group: "QuickTime", name: "MediaDataOffset", value: .integer(mdat.payloadOffset)),
        .init(group: "QuickTime", name: "MediaData", value: .binary(byteCount: Int(mdat.payloadSize))),
      ]
    }
    return tags
  }

  /// The manifest store in C2PA's `uuid` box (C2PA 2.1, A.5): a full box
  /// header (4 bytes), a NUL-terminated purpose, for `manifest` an 8-byte
  /// Merkle offset, then the JUMBF store.
  private func c2paStore(
    _ box: ISOBMFFBoxHeader, window: inout some ByteWindow, notices: inout [ReadingNotice]
  ) throws(MetaLensError) -> [UInt8]? {
    guard box.payloadSize <= Int64(limits.maxReassembledBytes),
      let payload = try window.read(at: box.payloadOffset, count: Int(box.payloadSize))
    else {
      notices.append(
        ReadingNotice(HEIFNotice.c2paBoxTooLarge(size: box.size)))
      return nil
    }
    let body = payload.dropFirst(4)
    guard let end = body.firstIndex(of: 0) else { return nil }
    let purpose = String(decoding: body[..<end], as: UTF8.self)
    guard purpose == "manifest" else { return nil }
    return Array(body[(end + 1)...].dropFirst(8))
  }

  private func readMeta(
    _ header: ISOBMFFBoxHeader, window: inout some ByteWindow, notices: inout [ReadingNotice]
  ) throws(MetaLensError) -> HEIFMetaBox? {
    guard let bytes = try window.read(at: header.payloadOffset, count: Int(header.payloadSize)) else {
      notices.append(
        ReadingNotice(HEIFNotice.metaBoxTooLarge(size: header.size)))
      return nil
    }
    var parser = HEIFMetaParser()
    let meta = parser.parse(bytes[...], fileOffset: header.payloadOffset)
    notices += parser.notices
    return meta
  }

  /// Fills the structure and the blocks from `meta`; returns its QuickTime and Meta tags.
  private func describe(
    _ meta: HEIFMetaBox, into structure: inout HEIFStructure, blocks: inout MetadataBlocks,
    window: inout some ByteWindow, notices: inout [ReadingNotice]
  ) -> [MetadataTag] {
    var tags: [MetadataTag] = []
    if let handler = meta.handler { tags.append(.init(group: "QuickTime", name: "HandlerType", value: .text(handler))) }
    if options.allTags, let name = meta.handlerName, !name.isEmpty {
      tags.append(.init(group: "QuickTime", name: "HandlerDescription", value: .text(name)))
    }
    for box in HEIFPropertyTags.selected(meta) {
      tags += HEIFPropertyTags.tags(box, allTags: options.allTags)
    }
    if let primary = meta.primaryItemID {
      tags.append(.init(group: "Meta", name: "PrimaryItemReference", value: .integer(Int64(primary))))
    }
    structure.itemCount = meta.items.count
    structure.primaryItemID = meta.primaryItemID.map(Int64.init)
    guard let primary = meta.primaryItemID else {
      notices.append(ReadingNotice(HEIFNotice.noPrimaryItem))
      return tags
    }
    structure.primarySize = meta.spatialExtent(of: primary)
    structure.describeCoding(meta, primary: primary)
    blocks.icc = Self.iccProfile(meta, primary: primary)
    structure.thumbnailCount = meta.items(referring: "thmb", to: primary).count
    structure.auxiliaryImages = meta.items(referring: "auxl", to: primary).map { id in
      var type = ""
      for case .auxiliaryType(let urn) in meta.properties(of: id) { type = urn }
      return HEIFAuxiliaryImage(itemID: Int64(id), type: type, size: meta.spatialExtent(of: id))
    }
    let itemReader = HEIFItemData(maxLength: limits.maxReassembledBytes)
    let exifItem = meta.items.first(where: \.isExif)
    let xmpItem = meta.items.first(where: \.isXMP)
    structure.hasExifItem = exifItem != nil
    structure.hasXMPItem = xmpItem != nil
    do {
      if let exif = exifItem {
        switch try itemReader.read(exif, meta: meta, window: &window) {
        case .data(let data, let offset):
          if let block = HEIFExifItem.tiffBlock(data, fileOffset: offset) {
            blocks.exif = block
          } else {
            notices.append(
              ReadingNotice(HEIFNotice.exifOffsetInvalid(item: exif.id)))
          }
        case .problem(let problem): notices.append(ReadingNotice(HEIFNotice.itemProblem(problem)))
        }
      }
      if let xmp = xmpItem {
        switch try itemReader.read(xmp, meta: meta, window: &window) {
        case .data(let data, _): blocks.xmp = HEIFXMPItem.packet(data)
        case .problem(let problem): notices.append(ReadingNotice(HEIFNotice.itemProblem(problem)))
        }
      }
    } catch {
      notices.append(ReadingNotice(HEIFNotice.itemsUnreadable(error: "\(error)")))
    }
    return tags
  }

  /// The primary image's ICC profile; for a grid whose `colr` is on its tiles
  /// (iPhone 7 and 8 HEICs), the first tile's; else the first in `ipco`, which
  /// is what ExifTool reports.
  static func iccProfile(_ meta: HEIFMetaBox, primary: UInt32) -> [UInt8]? {
    let tiles = meta.references.first { $0.type == "dimg" && $0.from == primary }?.to ?? []
    for id in [primary] + tiles.prefix(1) {
      for case .iccProfile(let profile) in meta.properties(of: id) { return Array(profile) }
    }
    for case .iccProfile(let profile) in meta.properties { return Array(profile) }
    return nil
  }
}
