import MetaLensTestSupport

/// What a fuzz target feeds the reader. `file` takes the fuzzer's bytes as a
/// whole file; the others place them inside one JPEG segment, so the fuzzer
/// spends its time on that parser instead of rediscovering the JPEG layout.
public enum FuzzTarget: String, CaseIterable, Sendable {
  case file
  case exif
  case xmp
  case photoshop
  case icc
  /// A C2PA manifest store (JUMBF boxes with CBOR inside), cut into APP11
  /// segments as a writer would; or, for an input starting with 0x01 (a
  /// store never does: its first box would be 16 MiB or more), the rest in
  /// a HEIF's C2PA `uuid` box, which reaches the `c2pa.hash.bmff` checks.
  case c2pa
  /// The entropy-coded data of a JPEG: the bytes after the header (up to and
  /// including SOS) of a 256 x 256 image, then EOI, for the image-data stage.
  case imageData
  /// The header of a JPEG — every segment between SOI and SOS: frame,
  /// quantization and Huffman tables, JFIF, ICC, EXIF — before a small
  /// image's scan, for what reads the encoding from the header alone (the
  /// Encoding room: encoder identity, platform fingerprints, the copy rules).
  case header
  /// A copy compared with an original (`metalens compare`, issue 30): the
  /// bytes are the copy, a whole file; the original is `compareOriginal`,
  /// of which the seeds are re-encodes, crops and edits.
  case compare

  /// The largest payload a single segment carries: a 16-bit length minus the
  /// length field itself.
  static let segmentCapacity = 65533

  /// The file the reader gets for the fuzzer's `data`.
  public func input(_ data: [UInt8]) -> [UInt8] {
    switch self {
    case .file: return data
    case .exif: return Self.jpeg(marker: 0xE1, identifier: "Exif\0\0", data)
    case .xmp: return Self.jpeg(marker: 0xE1, identifier: "http://ns.adobe.com/xap/1.0/\0", data)
    case .photoshop: return Self.jpeg(marker: 0xED, identifier: "Photoshop 3.0\0", data)
    case .icc: return Self.jpeg(marker: 0xE2, identifier: "ICC_PROFILE\0\u{1}\u{1}", data)
    case .c2pa where data.first == 0x01:
      var heif = Self.bmffHost
      heif.c2paManifest = C2PAFixture.bmffPayload(Array(data.dropFirst()))
      return heif.bytes()
    case .c2pa:
      let segments = C2PAFixture.segments(data, chunkSize: Self.segmentCapacity - 24).compactMap { try? $0.bytes() }
      return Array(Self.image.prefix(2)) + segments.flatMap { $0 } + Self.image.dropFirst(2)
    case .imageData:
      return Self.scanHeader + data + [0xFF, 0xD9]
    case .header:
      return [0xFF, 0xD8] + data + Self.scan
    case .compare:
      return data
    }
  }

  /// The promises broken by `data` in this target.
  public func problems(_ data: [UInt8]) -> [String] {
    switch self {
    case .compare: CompareCheck.run(original: Self.compareOriginal, copy: data)
    default: PipelineCheck.run(input(data))
    }
  }

  /// The picture every `compare` input is compared with: a 512 x 384
  /// scene, textured, with a camera's tables.
  static let comparePicture: ImageFixture = {
    var picture = ImageFixture(width: 512, height: 384, tables: SampleFixtures.cameraTables, textured: true)
    picture.scene = true
    return picture
  }()
  public static let compareOriginal: [UInt8] = (try? comparePicture.encoded()) ?? []

  /// Copies of `compareOriginal` the fuzzer would take long to make: halved
  /// and re-encoded, clone-stamped, turned a quarter, two PNGs (halved,
  /// plain and Adam7-interlaced) and a WebP (halved, quality 75) so that
  /// mutations reach libpng and libwebp (`PNGPictureDecoder`,
  /// `WebPPictureDecoder`).
  public static func compareSeeds() throws -> [(name: String, bytes: [UInt8])] {
    var halved = try ImageFixture.decoding(compareOriginal).halved()
    halved.quality = 75
    halved.optimizedHuffman = true
    var cloned = comparePicture
    cloned.clone = (from: (x: 16, y: 16), to: (x: 288, y: 192), size: (width: 160, height: 128))
    cloned.quality = 80
    let turned = try ImageFixture.decoding(compareOriginal).turnedClockwise()
    let decoded = try ImageFixture.decoding(compareOriginal)
    return [
      ("halved-reencoded", try halved.encoded()), ("clone-stamped", try cloned.encoded()),
      ("turned", try turned.encoded()), ("png-halved", PNGFixture.picture(decoded.halved()).bytes()),
      ("png-interlaced-halved", PNGFixture.picture(decoded.halved(), layout: .interlaced).bytes()),
      ("webp-halved", try WebPFixture.picture(decoded.halved(), quality: 75)),
    ]
  }

  /// The HEIF a `c2pa` input starting with 0x01 is put in.
  static let bmffHost = HEIFFixture(width: 64, height: 48)

  /// A `c2pa` input the fuzzer would not find by itself: 0x01 and a store
  /// signed for real whose `c2pa.hash.bmff.v2` binding matches the HEIF it
  /// is put in, so fuzzing starts from a credential that validates and
  /// mutates its way through the signature, hash and BMFF checks. Its key
  /// and certificate are made afresh on each call.
  public static func signedHEIFSeed() throws -> [UInt8] {
    var fixture = SignedBMFFFixture()
    fixture.host = bmffHost
    return [0x01] + (try fixture.stillStore())
  }

  /// A `file` input the fuzzer would not find by itself: a 512 x 384
  /// textured picture saved at quality 50, with a rectangle of another
  /// (saved at 75, off the 8 × 8 grid) pasted in, saved again at 90, so that
  /// the double-compression map is drawn and the region search finds the
  /// paste (`CompressionRegionFinder`, issue 31); mutations start there. Not
  /// an `imageData` input: that target's 256 x 256 picture has 1,024 blocks,
  /// fewer than the 2,000 coefficients a frequency needs before its
  /// histogram is judged (`DoubleQuantization.minimumSamples`), so no map is
  /// drawn there and the region search is never reached.
  public static func pastedRegionSeed() throws -> [UInt8] {
    try ImageFixture.pastedRegionExample(pasted: true).encoded()
  }

  /// A 256 x 256 textured JPEG's bytes up to the end of its SOS segment.
  private static let scanHeader: [UInt8] = {
    let bytes = (try? ImageFixture(width: 256, height: 256, textured: true).encoded()) ?? []
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      if bytes[offset + 1] == 0xDA { return Array(bytes[..<(offset + 2 + length)]) }
      offset += 2 + length
    }
    return Array(image.prefix(2))
  }()

  /// A small image's bytes from its SOS marker to the end.
  private static let scan: [UInt8] = {
    var offset = 2
    while offset + 4 <= image.count, image[offset] == 0xFF {
      if image[offset + 1] == 0xDA { return Array(image[offset...]) }
      offset += 2 + (Int(image[offset + 2]) << 8 | Int(image[offset + 3]))
    }
    return [0xFF, 0xD9]
  }()

  /// A small encoded image, made once: the fuzzer runs thousands of inputs a
  /// second, and encoding one each time would dominate.
  private static let image: [UInt8] = (try? JPEGFixture().bytes()) ?? [0xFF, 0xD8, 0xFF, 0xD9]

  private static func jpeg(marker: UInt8, identifier: String, _ data: [UInt8]) -> [UInt8] {
    let payload = Array((Array(identifier.utf8) + data).prefix(segmentCapacity))
    let segment = FixtureSegment.raw(marker: marker, payload: payload)
    let bytes = (try? segment.bytes()) ?? []
    return Array(image.prefix(2)) + bytes + image.dropFirst(2)
  }
}
