import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// One file for one rule: either it must make the rule fire, or it is a near
/// miss that must not.
struct RuleCase: Sendable, CustomTestStringConvertible {
  let rule: String
  let fires: Bool
  let label: String
  /// The file's bytes: a JPEG from the fixture factory, or another container.
  let bytes: @Sendable () throws -> [UInt8]

  init(_ rule: String, fires: Bool, _ label: String, _ fixture: JPEGFixture) {
    self.init(rule, fires: fires, label, bytes: { try fixture.bytes() })
  }

  init(_ rule: String, fires: Bool, _ label: String, bytes: @escaping @Sendable () throws -> [UInt8]) {
    self.rule = rule
    self.fires = fires
    self.label = label
    self.bytes = bytes
  }

  /// The file as metalens reads it.
  func metadata() throws -> PhotoMetadata { try PhotoMetadataService().read(bytes: try bytes()) }

  /// The whole inspection's report: the content stages (C2PA validation)
  /// run too.
  func report() throws -> OriginalityReport { try Inspector().inspect(bytes: try bytes()).report }

  /// A JPEG with a C2PA capture manifest signed by a fixture key, changed
  /// by `tamper` (the file's bytes and where its APP11 segments lie).
  static func signedCapture(
    _ tamper: @escaping @Sendable (inout [UInt8], (start: Int, length: Int)) -> Void = { _, _ in }
  ) -> @Sendable () throws -> [UInt8] {
    {
      let fixture = SignedC2PAFixture(
        actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
      var bytes = try fixture.bytes()
      tamper(&bytes, SignedC2PAFixture.app11Span(bytes))
      return bytes
    }
  }

  /// A PNG carrying `exif` in an eXIf chunk.
  static func png(_ exif: ExifFixture, colorType: UInt8 = 6) -> @Sendable () throws -> [UInt8] {
    {
      PNGFixture([.ihdr(width: 64, height: 48, colorType: colorType), .exif(Array(try exif.block().dropFirst(6)))])
        .bytes()
    }
  }

  /// A DNG (a TIFF whose IFD0 carries DNGVersion) of a Canon, naming the
  /// raw file it was converted from when `original` is given.
  /// A DNG (a TIFF whose IFD0 carries DNGVersion; a plain TIFF when
  /// `dngVersion` is false) of a Canon, naming the raw file it was converted
  /// from when `original` is given, its IFD0 preview declared at
  /// `previewAt` (`previewLength` bytes) when given.
  static func dng(original: String?, previewAt: UInt32? = nil, previewLength: UInt32 = 5000, dngVersion: Bool = true)
    -> @Sendable () throws -> [UInt8]
  {
    {
      let raw = TIFFFixture.Directory([.long(0xFE, 0), .long(0x100, 64), .long(0x101, 48)])
      var entries: [TIFFFixture.Entry] = [
        .long(0xFE, 1), .long(0x100, 16), .long(0x101, 12), .ascii(0x10F, "Canon"),
        .ascii(0x110, "Canon EOS 350D DIGITAL"),
      ]
      if dngVersion { entries.append(.bytes(0xC612, [1, 1, 0, 0], type: 1)) }
      if let original { entries.append(.ascii(0xC68B, original)) }
      if let previewAt { entries += [.long(0x201, previewAt), .long(0x202, previewLength)] }
      return TIFFFixture([TIFFFixture.Directory(entries, children: [(330, raw)])]).bytes()
    }
  }

  var testDescription: String { "\(rule) \(fires ? "fires" : "stays silent"): \(label)" }

  // MARK: Building blocks

  static let dateTimeOriginal = ExifFixture.Entry(.exif, TagID.dateTimeOriginal, .ascii("2024:05:01 14:30:00"))

  /// A camera original's EXIF: make, model, capture date, exposure,
  /// MakerNote and thumbnail (each can be left out or replaced).
  static func camera(
    make: String = "Canon", _ extra: [ExifFixture.Entry] = [], makerNote: Bool = true, thumbnail: Bool = true,
    date: Bool = true
  ) -> ExifFixture {
    var entries: [ExifFixture.Entry] = [
      .init(.ifd0, TagID.make, .ascii(make)), .init(.ifd0, TagID.model, .ascii("\(make) Test Camera")),
      .init(.exif, TagID.exposureTime, .rational([(1, 125)])),
    ]
    if date { entries.append(dateTimeOriginal) }
    if makerNote { entries.append(.init(.exif, TagID.makerNote, .undefined([UInt8](repeating: 0, count: 12)))) }
    if thumbnail { entries.append(.init(.ifd1, TagID.compression, .short([6]))) }
    let thumbnailBytes = thumbnail ? (try? ImageFixture.thumbnail(width: 32, height: 24).encoded()) : nil
    return ExifFixture(entries + extra, thumbnail: thumbnailBytes)
  }

  /// The picture of the thumbnail cases: 512 × 384, textured.
  static let thumbnailPicture = ImageFixture(
    width: 512, height: 384, tables: SampleFixtures.cameraTables, textured: true)

  /// A camera original of `thumbnailPicture` whose IFD1 thumbnail is `thumbnail`.
  static func thumbnailCase(_ thumbnail: [UInt8], picture: ImageFixture = thumbnailPicture) throws -> [UInt8] {
    var exif = camera()
    exif.thumbnail = thumbnail
    return try JPEGFixture(image: picture, segments: [.exif(exif)]).bytes()
  }

  /// `thumbnailPicture` after a clone-stamp edit over a quarter of its
  /// width and height, saved with the same camera tables.
  static var clonedPicture: ImageFixture {
    var picture = thumbnailPicture
    picture.clone = (from: (x: 16, y: 16), to: (x: 288, y: 192), size: (width: 160, height: 128))
    return picture
  }

  /// A textured 1024 × 768 picture (a 128 × 96 picture at the image-data
  /// stage), with or without a 256 × 192 patch copied from near its top left
  /// to its lower right.
  static func copyMovePicture(copied: Bool) -> ImageFixture {
    var picture = ImageFixture(width: 1024, height: 768, tables: SampleFixtures.cameraTables, textured: true)
    if copied { picture.clone = (from: (x: 64, y: 48), to: (x: 640, y: 480), size: (width: 256, height: 192)) }
    return picture
  }

  /// Vertical stripes 96 pixels apart with soft edges: a texture that
  /// agrees with itself at every multiple of its period.
  static var stripedPicture: ImageFixture {
    var picture = ImageFixture(width: 1024, height: 768, tables: SampleFixtures.cameraTables)
    picture.pixels = (0..<(768 * 1024)).flatMap { index -> [UInt8] in
      let x = index % 1024
      let grey = UInt8(128 + 100 * sin(Double(x % 96) / 96 * 2 * .pi))
      return [grey, grey, grey]
    }
    return picture
  }

  /// A camera original's EXIF naming `make` and `model` exactly.
  static func model(_ make: String, _ model: String) -> ExifFixture {
    var exif = camera(make: make)
    exif.entries = exif.entries.map {
      $0.tag == TagID.model ? ExifFixture.Entry(.ifd0, TagID.model, .ascii(model)) : $0
    }
    return exif
  }

  /// The Canon PowerShot A80's first table set, from the table metalens carries
  /// (empty tables, which the encoder refuses, if the table lost the model).
  static let powerShotA80Tables: (luma: [UInt16], chroma: [UInt16]) = {
    guard let set = CameraTables.model(make: "Canon", model: "Canon PowerShot A80")?.sets.first, set.count >= 2 else {
      return ([], [])
    }
    return (set[0], set[1])
  }()

  /// A camera-like image: custom tables, 64×48.
  static let cameraImage = ImageFixture(tables: SampleFixtures.cameraTables)

  static func original(_ exif: ExifFixture = camera(), image: ImageFixture = cameraImage, _ more: [FixtureSegment] = [])
    -> JPEGFixture
  {
    JPEGFixture(image: image, segments: [.exif(exif)] + more)
  }

  static func xmp(_ body: String) -> FixtureSegment { .xmp(XMPPackets.wrap(body)) }

  static func digitalSourceType(_ term: String) -> FixtureSegment {
    xmp(
      "<Iptc4xmpExt:DigitalSourceType>http://cv.iptc.org/newscodes/digitalsourcetype/\(term)</Iptc4xmpExt:DigitalSourceType>"
    )
  }

  static func software(_ name: String) -> ExifFixture { camera([.init(.ifd0, TagID.software, .ascii(name))]) }

  /// An APP11 JUMBF segment whose description box has `label`.
  static func jumbf(label: String) -> FixtureSegment {
    let description = Array("jumd".utf8) + [UInt8](repeating: 0x11, count: 16) + [0x03] + Array(label.utf8) + [0]
    let descriptionBox = FixtureSegment.bigEndian32(UInt32(description.count + 4)) + description
    let superbox = FixtureSegment.bigEndian32(UInt32(descriptionBox.count + 8)) + Array("jumb".utf8) + descriptionBox
    return .raw(marker: 0xEB, payload: Array("JP".utf8) + [0, 1, 0, 0, 0, 1] + superbox)
  }
}
