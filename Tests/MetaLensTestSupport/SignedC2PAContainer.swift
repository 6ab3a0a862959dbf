/// The containers the signed fixture can put a manifest store in, laid out
/// and excluded from `c2pa.hash.data` as c2pa-rs writes them (its
/// `get_object_locations` of each asset handler):
/// - JPEG: the APP11 segments, from the first one's marker (`jpeg_io.rs`);
/// - PNG: the whole `caBX` chunk (length, type, data, CRC), which c2pa-rs
///   places right after IHDR (`png_io.rs`);
/// - WebP: the `C2PA` RIFF chunk's header and data, and the RIFF size field
///   at bytes 4–8, which a store of another size rewrites (`riff_io.rs`);
///   the pad byte after odd data stays hashed (c2pa-rs 0.91.3 compares
///   the exclusions with the chunk's location and reports
///   `assertion.dataHash.mismatch` on a file whose exclusion takes it in,
///   which `SignedC2PAQuirks.exclusionCoversPad` makes);
/// - TIFF: the value of tag 0xCD41 (type UNDEFINED), in IFD0 of a one-page
///   TIFF as C2PA 1.3 writers put it (`tiff_io.rs`);
/// - TIFF pages: a two-page TIFF whose chain ends in an IFD holding only tag
///   0xCD41, the store right after that IFD, as c2pa-rs 0.91 (`tiff_io.rs`,
///   `clone_c2pa_mode`) appends it to a multi-page TIFF; the exclusions are
///   that entry's 4-byte count field and the store;
/// - DNG: a TIFF whose IFD0 is a preview page with `DNGVersion` 1.4 and
///   `UniqueCameraModel`, its raw image in a SubIFD, the store in IFD0's tag
///   0xCD41 as for `.tiff`: c2pa-rs reads `dng` and `image/dng` with the same
///   `TiffIO`, and c2pa-rs 0.91.3 (through c2pa-python) signs such a DNG so;
/// - GIF: the whole `C2PA_GIF` application extension (introducer to block
///   terminator), which c2pa-rs places right after the logical screen and
///   its colour table (`gif_io.rs`).
public enum SignedC2PAContainer: String, Sendable, CaseIterable {
  case jpeg
  case png
  case webp
  case tiff
  case tiffPages
  case dng
  case gif

  /// The media type a v1 claim's `dc:format` names.
  public var mimeType: String { self == .tiff ? "image/tiff" : "image/\(rawValue)" }  // image/dng, as c2pa-rs names it

  /// A name for the file, for the inspector.
  public var fileName: String { "signed.\(rawValue)" }

  /// The file holding `store` (none for a file whose manifest was removed)
  /// and an XMP packet, if any. For JPEG, `leading` segments come first.
  public func file(
    store: [UInt8]?, xmp: String?, image: ImageFixture, leading: [FixtureSegment],
    quirks: SignedC2PAQuirks = SignedC2PAQuirks()
  ) throws -> [UInt8] {
    switch self {
    case .jpeg:
      let xmpSegments = xmp.map { [FixtureSegment.xmp($0)] } ?? []
      return try JPEGFixture(
        image: image, segments: leading + xmpSegments + (store.map { C2PAFixture.segments($0) } ?? [])
      ).bytes()
    case .png:
      var chunks: [PNGFixture.Chunk] = [.ihdr(width: 4, height: 3)]
      if let store { chunks.append(PNGFixture.Chunk("caBX", store)) }
      if let xmp { chunks.append(.xmp(xmp)) }
      chunks += [PNGFixture.Chunk("IDAT", Self.imageData), .end]
      return PNGFixture(exactly: chunks).bytes()
    case .webp:
      var chunks: [WebPFixture.Chunk] = [.extended(flags: xmp == nil ? 0 : 0x04, width: 4, height: 3)]
      chunks.append(WebPFixture.Chunk("VP8L", WebPFixture.Chunk.lossless(width: 4, height: 3).data + Self.imageData))
      if let xmp { chunks.append(WebPFixture.Chunk("XMP ", Array(xmp.utf8))) }
      if let store { chunks.append(WebPFixture.Chunk("C2PA", store)) }
      return WebPFixture(chunks).bytes()
    case .tiff, .tiffPages:
      let xmpEntry: [TIFFFixture.Entry] = xmp.map { [.bytes(700, Array($0.utf8), type: 1)] } ?? []
      let storeEntry: [TIFFFixture.Entry] = store.map { [.bytes(0xCD41, $0, type: quirks.c2paTagType)] } ?? []
      let chain =
        self == .tiff
        ? [TIFFFixture.Directory(Self.tiffPage + xmpEntry + storeEntry)]
        : [TIFFFixture.Directory(Self.tiffPage + xmpEntry), TIFFFixture.Directory(Self.tiffPage)]
          + (storeEntry.isEmpty ? [] : [TIFFFixture.Directory(storeEntry)])
      var tiff = TIFFFixture(chain)
      tiff.imageDataBefore = Self.imageData.count
      return tiff.bytes()
    case .dng:
      let xmpEntry: [TIFFFixture.Entry] = xmp.map { [.bytes(700, Array($0.utf8), type: 1)] } ?? []
      let storeEntry: [TIFFFixture.Entry] = store.map { [.bytes(0xCD41, $0, type: quirks.c2paTagType)] } ?? []
      let preview: [TIFFFixture.Entry] = [.long(254, 1)] + Self.tiffPage
      let dng: [TIFFFixture.Entry] = [
        .bytes(0xC612, [1, 4, 0, 0], type: 1), .ascii(0xC614, "MetaLens DNG Model"),
      ]
      let raw = TIFFFixture.Directory([.long(254, 0)] + Self.tiffPage)
      var tiff = TIFFFixture([TIFFFixture.Directory(preview + xmpEntry + dng + storeEntry, children: [(330, raw)])])
      tiff.imageDataBefore = Self.imageData.count
      return tiff.bytes()
    case .gif:
      var blocks: [GIFFixture.Block] = store.map { [.c2pa($0)] } ?? []
      if let xmp { blocks.append(.xmp(xmp)) }
      return GIFFixture(blocks + [.image()]).bytes()
    }
  }

  /// One page of a TIFF: 4×3 8-bit grey, uncompressed, its one strip the
  /// image data after the header.
  static let tiffPage: [TIFFFixture.Entry] = [
    .short(256, 4), .short(257, 3), .short(258, 8), .short(259, 1), .short(262, 1),
    .long(273, 8), .short(277, 1), .short(278, 3), .long(279, UInt32(imageData.count)),
  ]

  /// Twelve bytes of (fake) image data: what a tamper test changes.
  static let imageData: [UInt8] = (0..<12).map { UInt8(0x40 + $0 * 3) }

  /// The ranges `c2pa.hash.data` excludes in `file`, in file order.
  public func exclusions(_ file: [UInt8], quirks: SignedC2PAQuirks = SignedC2PAQuirks()) -> [(start: Int, length: Int)]
  {
    switch self {
    case .jpeg:
      let span = SignedC2PAFixture.app11Span(file)
      return [span]
    case .png:
      guard let chunk = ContainerRanges.pngChunk("caBX", in: file) else { return [] }
      return [(chunk.start, chunk.length)]
    case .webp:
      guard let chunk = ContainerRanges.riffChunk("C2PA", in: file) else { return [] }
      // The chunk's header and data; a pad byte after odd data is hashed.
      let size = file[(chunk.start + 4)..<(chunk.start + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
      return [(4, 4), (chunk.start, 8 + size + (quirks.exclusionCoversPad ? size % 2 : 0))]
    case .tiff, .dng:
      guard let value = ContainerRanges.tiffValue(0xCD41, in: file) else { return [] }
      return [value]
    case .tiffPages:
      guard let entry = ContainerRanges.tiffLastEntry(0xCD41, in: file) else { return [] }
      return [entry.count, entry.value]
    case .gif:
      return ContainerRanges.gifApplication(Self.gifIdentifier, in: file).map { [$0.range] } ?? []
    }
  }

  /// The file offset of each byte of the manifest store, in order: one run
  /// from its JUMBF superbox header over the length that header gives (the
  /// box whose `jumb` type is followed by a `jumd` description box; an XMP
  /// pointer says `jumbf` too), except in a GIF, whose sub-blocks' size
  /// bytes interrupt the store every 255 bytes.
  public func storeOffsets(_ file: [UInt8]) -> [Int] {
    if self == .gif { return ContainerRanges.gifApplication(Self.gifIdentifier, in: file)?.data ?? [] }
    let type = Array("jumb".utf8) + [0, 0, 0]
    guard file.count >= type.count,
      let at = (4...(file.count - type.count)).first(where: { Array(file[$0..<($0 + type.count)]) == type })
    else { return [] }
    let length = file[(at - 4)..<at].reduce(0) { $0 << 8 | Int($1) }
    return Array((at - 4)..<min(file.count, at - 4 + length))
  }

  static let gifIdentifier = Array("C2PA_GIF".utf8) + [1, 0, 0]

  /// The offset of a byte of image data in `file`, outside every exclusion.
  public func imageByte(_ file: [UInt8]) -> Int {
    switch self {
    case .jpeg: return file.count - 20
    case .png: return (ContainerRanges.pngChunk("IDAT", in: file)?.start ?? 0) + 8 + 3
    case .webp: return (ContainerRanges.riffChunk("VP8L", in: file)?.start ?? 0) + 8 + 7
    case .tiff, .tiffPages, .dng: return 8 + 3
    // The one data byte of the last image's one sub-block, before its
    // terminator and the trailer.
    case .gif: return file.count - 3
    }
  }
}
