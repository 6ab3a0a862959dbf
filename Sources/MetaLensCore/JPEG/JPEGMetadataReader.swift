/// Reads everything a JPEG says about itself from its header: the marker
/// segments, the frame and quantization tables, and the metadata blocks
/// (EXIF, XMP, IPTC and Photoshop resources, ICC profile, JFIF, Adobe, Ducky,
/// comments), each handed to its reader.
struct JPEGMetadataReader {
  let limits: ReadLimits

  func read(_ window: inout some ByteWindow, file: FileFacts) throws(MetaLensError) -> PhotoMetadata {
    let scan = try JPEGSegmentScanner(maxSegments: limits.maxSegments).scan(&window)
    var metadata = PhotoMetadata(file: file)
    metadata.warnings = scan.warnings
    if let problem = try check(scan, path: file.path) { metadata.warnings.append(problem) }
    let bytes = window.bytes
    var structure = JPEGStructure(segments: scan.entries.map(\.segment))
    var tags = TagList()
    var xmpPacket: [UInt8]?
    var extendedXMP = ExtendedXMPAssembler(maxLength: limits.maxReassembledBytes)
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
      case (0xE0, JFIFReader.identifier):
        tags.append(contentsOf: JFIFReader.tags(payload))
      case (0xE1, "Exif") where metadata.exif == nil:
        let exif = ExifReader().read(
          block: payload, fileOffset: entry.payload.lowerBound, thumbnailSize: JPEGFrameParser.size(ofJPEG:))
        tags.append(contentsOf: exif.tags)
        metadata.exif = exif.facts
        metadata.warnings += exif.warnings
      case (0xE1, XMPReader.identifier) where xmpPacket == nil:
        xmpPacket = Array(payload.dropFirst(XMPReader.identifier.utf8.count + 1))
      case (0xE1, ExtendedXMPAssembler.identifier):
        extendedXMP.add(payload)
      case (0xE2, ICCProfileReader.identifier):
        iccChunks.append(payload)
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
      if let profile = ICCProfileReader.reassemble(iccChunks, maxLength: limits.maxReassembledBytes) {
        tags.append(contentsOf: ICCProfileReader().read(profile))
      } else {
        metadata.warnings.append("the ICC profile's APP2 chunks are incomplete or out of sequence")
      }
    }
    if !photoshopPayloads.isEmpty {
      let photoshop = PhotoshopIRBReader().read(PhotoshopIRBReader.join(photoshopPayloads))
      tags.append(contentsOf: photoshop.tags)
      metadata.photoshopResources = photoshop.resources
      metadata.warnings += photoshop.warnings
    }
    let xmp = XMPReader().read(standard: xmpPacket, extended: extendedXMP)
    tags.append(contentsOf: xmp.tags)
    metadata.warnings += xmp.warnings

    let header = LibJPEGHeaderReader.read(bytes[0..<scan.headerEnd])
    if let error = header.error, scan.stop == .scan {
      metadata.warnings.append("libjpeg could not read the header: \(error)")
    }
    if let warning = header.firstWarning {
      metadata.warnings.append("libjpeg: \(warning)" + (header.warningCount > 1 ? " (and \(header.warningCount - 1) more)" : ""))
    }
    structure.quantizationTables = header.tables.map { table in
      let nearest = QualityEstimator.nearestIJGQuality(table.values, slot: table.index)
      return QuantizationTable(
        index: table.index, values: table.values, estimatedQuality: nearest.quality, isIJGStandard: nearest.exact)
    }
    structure.qualityEstimate = QualityEstimator.imageMagickEstimate(header.tables)
    structure.scanOffset = scan.stop == .scan ? scan.entries.last?.segment.offset : nil
    metadata.jpeg = structure
    metadata.tags = TagList(fileTags(file: file, frame: structure.frame, exif: metadata.exif, comments: comments) + tags.tags)
    return metadata
  }

  /// ExifTool's `File` group: what the container says about the image.
  private func fileTags(file: FileFacts, frame: JPEGFrame?, exif: ExifFacts?, comments: [String]) -> [MetadataTag] {
    var tags: [MetadataTag] = []
    func add(_ name: String, _ value: MetadataValue) { tags.append(MetadataTag(group: "File", name: name, value: value)) }
    add("FileType", .text(file.format.rawValue))
    add("MIMEType", .text(file.format.mimeType))
    if let exif { add("ExifByteOrder", .text(exif.byteOrder)) }
    for comment in comments { add("Comment", .text(comment)) }
    if let frame {
      add("ImageWidth", .integer(Int64(frame.width)))
      add("ImageHeight", .integer(Int64(frame.height)))
      add("EncodingProcess", .integer(Int64(frame.encodingProcess)))
      add("BitsPerSample", .integer(Int64(frame.bitsPerSample)))
      add("ColorComponents", .integer(Int64(frame.components.count)))
      if let factors = frame.subsamplingFactors { add("YCbCrSubSampling", .text("\(factors.horizontal) \(factors.vertical)")) }
    }
    return tags
  }

  /// A header that ends before its scan is a truncated file: an error when
  /// nothing but SOI could be read, a warning (and a report of what was read)
  /// otherwise. A length field below 2 and a flood of segments are corrupt.
  private func check(_ scan: JPEGSegmentScanner.Result, path: String) throws(MetaLensError) -> String? {
    switch scan.stop {
    case .scan:
      return nil
    case .endOfImage:
      return "the file has no image data: EOI comes before any scan"
    case .endOfData(let offset):
      guard scan.entries.count > 1 else {
        throw .truncated(path: path, detail: "the file ends at byte \(offset), before any JPEG segment")
      }
      return "truncated: the file ends at byte \(offset), inside the JPEG header, before the image data"
    case .badLength(let offset):
      throw .corrupt(path: path, detail: "invalid segment length at byte \(offset)")
    case .tooManySegments:
      throw .corrupt(path: path, detail: "more than \(limits.maxSegments) segments before the image data")
    }
  }
}
