/// Reads everything a JPEG says about itself from its header: the marker
/// segments, the frame and quantization tables, and the metadata blocks
/// (EXIF, XMP, IPTC and Photoshop resources, ICC profile, JFIF, Adobe, Ducky,
/// comments), each handed to its reader.
struct JPEGMetadataReader {
  let limits: ReadLimits
  /// What to decode beyond what `inspect` needs.
  var options: ReadingOptions = .standard

  func read(_ window: inout some ByteWindow, file: FileFacts) throws(MetaLensError) -> PhotoMetadata {
    let scan = try JPEGSegmentScanner(maxSegments: limits.maxSegments).scan(&window)
    var metadata = PhotoMetadata(file: file)
    metadata.notices = scan.notices
    if let problem = try check(scan, file: file) { metadata.notices.append(problem) }
    let bytes = window.bytes
    var structure = JPEGStructure(segments: scan.entries.map(\.segment))
    var tags: [MetadataTag] = []
    let blocksReader = MetadataBlocksReader(limits: limits, options: options)
    var blocks = MetadataBlocks()
    var extendedXMP = ExtendedXMPAssembler(maxLength: limits.maxReassembledBytes)
    var exifRead = false
    var jumbf = JUMBFSegmentAssembler(maxLength: limits.maxReassembledBytes)
    var iccChunks: [ArraySlice<UInt8>] = []
    var photoshopPayloads: [ArraySlice<UInt8>] = []
    var comments: [String] = []
    for entry in scan.entries {
      let segment = entry.segment
      let payload = bytes[entry.payload]
      if JPEGMarker.isStartOfFrame(segment.marker), structure.frame == nil {
        structure.frame = JPEGFrameParser.frame(marker: segment.marker, payload: payload)
      }
      if let comment = segment.comment { comments.append(comment) }
      switch (segment.marker, segment.identifier) {
      case (0xC4, _):
        structure.huffmanTables += HuffmanTable.tables(inDHT: payload)
      case (0xE0, JFIFReader.identifier):
        tags.append(contentsOf: JFIFReader.tags(payload))
      case (0xE1, "Exif") where !exifRead:
        exifRead = true
        let tiff = LibExifLoader.tiff(inAPP1: payload) ?? payload[payload.endIndex...]
        tags.append(contentsOf: metadata.take(blocksReader.readExif(.init(bytes: tiff, fileOffset: tiff.startIndex))))
        // Cut by the end of the file, not by the read limit (`check`).
        if case .endOfData(let offset, let inside?) = scan.stop, inside.offset == segment.offset,
          file.size <= Int64(offset)
        {
          metadata.exif?.isCutShort = true
        }
      case (0xE1, XMPReader.identifier) where blocks.xmp == nil:
        blocks.xmp = Array(payload.dropFirst(XMPReader.identifier.utf8.count + 1))
      case (0xE1, "XMP") where blocks.xmp == nil && payload.starts(with: XMPReader.oldIdentifier):
        // Some writers put "XMP\0" where "http" belongs; ExifTool reads it as XMP.
        blocks.xmp = Array(payload.dropFirst(XMPReader.oldIdentifier.count))
      case (0xE1, ExtendedXMPAssembler.identifier):
        extendedXMP.add(payload)
      case (0xE2, ICCProfileReader.identifier):
        iccChunks.append(payload)
      case (0xEB, "JP"):
        jumbf.add(payload)
      case (0xEC, DuckyReader.identifier):
        tags.append(contentsOf: DuckyReader.tags(payload))
      case (0xED, PhotoshopIRBReader.identifier):
        photoshopPayloads.append(payload)
      case (0xEE, AdobeAPP14Reader.identifier):
        tags.append(contentsOf: AdobeAPP14Reader.tags(payload))
      default:
        break
      }
    }
    if !iccChunks.isEmpty {
      switch ICCProfileReader.reassemble(iccChunks, maxLength: limits.maxReassembledBytes) {
      case .success(let profile): blocks.icc = profile
      case .failure(let problem): metadata.notices.append(problem.notice)
      }
    }
    if !photoshopPayloads.isEmpty { blocks.photoshop = PhotoshopIRBReader.join(photoshopPayloads) }
    blocks.extendedXMP = extendedXMP
    blocks.jumbf = jumbf.boxes()
    blocks.jumbfContainer = "JPEG APP11"
    metadata.notices += jumbf.notices
    tags.append(contentsOf: metadata.take(blocksReader.readOthers(blocks)))

    let header = LibJPEG.header(bytes[0..<scan.headerEnd])
    if let error = header.error, scan.stop == .scan {
      metadata.notices.append(ReadingNotice(JPEGNotice.libjpegHeaderUnreadable(error: "\(error)")))
    }
    if let warning = header.firstWarning {
      metadata.notices.append(
        ReadingNotice(JPEGNotice.libjpegWarning(warning: "\(warning)", count: Int(header.warningCount))))
    }
    structure.quantizationTables = header.tables.map { table in
      let nearest = QualityEstimator.nearestIJGQuality(table.values, slot: table.index)
      return QuantizationTable(
        index: table.index, values: table.values, estimatedQuality: nearest.quality, isIJGStandard: nearest.exact)
    }
    structure.qualityEstimate = QualityEstimator.imageMagickEstimate(header.tables)
    if scan.stop == .scan, let sos = scan.entries.last {
      structure.scanOffset = sos.segment.offset
      structure.firstScanComponents = bytes[sos.payload].first.map(Int.init)
      switch try JPEGImageDataWalk.end(of: &window, headerEnd: scan.headerEnd) {
      case .endOfData:
        metadata.notices.append(
          ReadingNotice(JPEGNotice.imageDataCut(offset: Int(window.size), start: scan.headerEnd)))
      case nil:
        metadata.notices.append(ReadingNotice(JPEGNotice.imageDataEndUnchecked(limit: limits.maxHeaderBytes)))
      case .endOfImage, .scanLimit:
        break
      }
    }
    metadata.structure = .jpeg(structure)
    metadata.imageSize = structure.frame.map { PixelSize(width: Int64($0.width), height: Int64($0.height)) }
    metadata.tags = TagList(
      fileTags(file: file, frame: structure.frame, exif: metadata.exif, comments: comments) + tags)
    return metadata
  }

  /// ExifTool's `File` group: what the container says about the image.
  private func fileTags(file: FileFacts, frame: JPEGFrame?, exif: ExifFacts?, comments: [String]) -> [MetadataTag] {
    var tags = FileTags.common(file, exif: exif)
    func add(_ name: String, _ value: MetadataValue) { tags.append(FileTags.tag(name, value)) }
    for comment in comments { add("Comment", .text(comment)) }
    if let frame {
      add("ImageWidth", .integer(Int64(frame.width)))
      add("ImageHeight", .integer(Int64(frame.height)))
      add("EncodingProcess", .integer(Int64(frame.encodingProcess)))
      add("BitsPerSample", .integer(Int64(frame.bitsPerSample)))
      add("ColorComponents", .integer(Int64(frame.components.count)))
      if let factors = frame.subsamplingFactors {
        add("YCbCrSubSampling", .text("\(factors.horizontal) \(factors.vertical)"))
      }
    }
    return tags
  }

  /// A header that ends before its scan is damaged: an error when nothing
  /// but SOI could be read, otherwise a warning, and a report of what was
  /// read. A header longer than the read limit is not damage, and says so.
  private func check(_ scan: JPEGSegmentScanner.Result, file: FileFacts) throws(MetaLensError) -> ReadingNotice? {
    let readSomething = scan.entries.count > 1
    switch scan.stop {
    case .scan:
      return nil
    case .endOfImage:
      return ReadingNotice(JPEGNotice.noImageData)
    case .endOfData(let offset, _) where offset >= limits.maxHeaderBytes && file.size > Int64(offset):
      return ReadingNotice(JPEGNotice.headerBudgetReached(limit: Int(limits.maxHeaderBytes), offset: Int(offset)))
    case .endOfData(let offset, let inside):
      guard readSomething else {
        throw .truncated(path: file.path, detail: "the file ends at byte \(offset), before any JPEG segment")
      }
      guard let inside else { return ReadingNotice(JPEGNotice.truncated(offset: Int(offset))) }
      return ReadingNotice(
        JPEGNotice.truncatedInsideSegment(
          offset: offset, segment: JPEGMarker.name(of: inside.marker) + (inside.identifier.map { " (\($0))" } ?? ""),
          start: inside.offset, declared: inside.length - 2, present: max(0, offset - inside.offset - 4)))
    case .badLength(let offset):
      guard readSomething else { throw .corrupt(path: file.path, detail: "invalid segment length at byte \(offset)") }
      return ReadingNotice(JPEGNotice.segmentLengthInvalid(offset: Int(offset)))
    case .tooManySegments:
      return ReadingNotice(JPEGNotice.segmentLimit(limit: Int(limits.maxSegments)))

    }
  }
}
