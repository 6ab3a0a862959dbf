/// The sample files kept in `Fixtures/` for the demo, the README and the
/// end-to-end tests; `make fixtures` writes them with `metalens-fixtures`.
public enum SampleFixtures {
  /// Every sample, by file name.
  public static let all: [(name: String, fixture: JPEGFixture)] = [
    ("camera-original.jpg", cameraOriginal),
    ("edited-photoshop.jpg", editedInPhotoshop),
    ("ai-generated.jpg", aiGenerated),
    ("stripped.jpg", stripped),
    ("phone-gps.jpg", phoneWithGPS),
    ("long-values.jpg", longValues),
  ]

  /// A camera's own quantization tables (not scaled IJG tables).
  public static let cameraTables: (luma: [UInt16], chroma: [UInt16]) = (
    cameraTable(base: 1, step: 3), cameraTable(base: 2, step: 2)
  )

  /// A table that grows with frequency (row + column), as camera tables do.
  static func cameraTable(base: Int, step: Int) -> [UInt16] {
    (0..<64).map { (index: Int) -> UInt16 in UInt16(base + (index % 8 + index / 8) / step) }
  }

  static var cameraEntries: [ExifFixture.Entry] {
    [
      .init(.ifd0, TagID.make, .ascii("Canon")),
      .init(.ifd0, TagID.model, .ascii("Canon EOS R6")),
      .init(.ifd0, TagID.orientation, .short([1])),
      .init(.ifd0, TagID.modifyDate, .ascii("2024:05:01 14:30:00")),
      .init(.exif, TagID.exposureTime, .rational([(1, 250)])),
      .init(.exif, TagID.fNumber, .rational([(28, 10)])),
      .init(.exif, TagID.iso, .short([100])),
      .init(.exif, TagID.exifVersion, .undefined(Array("0232".utf8))),
      .init(.exif, TagID.dateTimeOriginal, .ascii("2024:05:01 14:30:00")),
      .init(.exif, TagID.createDate, .ascii("2024:05:01 14:30:00")),
      .init(.exif, TagID.offsetTimeOriginal, .ascii("+02:00")),
      .init(.exif, TagID.focalLength, .rational([(35, 1)])),
      .init(.exif, TagID.makerNote, .undefined([1, 0, 1, 0, 3, 0, 1, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0])),
      .init(.exif, TagID.exifImageWidth, .short([160])),
      .init(.exif, TagID.exifImageHeight, .short([120])),
      .init(.exif, TagID.serialNumber, .ascii("083021001234")),
      .init(.exif, TagID.lensModel, .ascii("RF35mm F1.8 MACRO IS STM")),
      .init(.ifd1, TagID.compression, .short([6])),
    ]
  }

  /// `image` scaled down by libjpeg to 40 pixels wide, as the camera writes
  /// its thumbnail (the image-data stage compares the two).
  static func thumbnail(of image: ImageFixture) -> [UInt8] {
    (try? image.thumbnail(side: 40)) ?? []
  }

  public static var cameraOriginal: JPEGFixture {
    let image = ImageFixture(width: 160, height: 120, lumaSampling: (2, 1), tables: cameraTables)
    return JPEGFixture(image: image, segments: [.exif(ExifFixture(cameraEntries, thumbnail: thumbnail(of: image)))])
  }

  public static var editedInPhotoshop: JPEGFixture {
    var entries = cameraEntries.filter { $0.tag != TagID.modifyDate && $0.tag != TagID.makerNote }
    entries += [
      .init(.ifd0, TagID.software, .ascii("Adobe Photoshop 25.1 (Windows)")),
      .init(.ifd0, TagID.modifyDate, .ascii("2024:05:03 09:12:44")),
    ]
    let xmp = XMPPackets.wrap(
      """
      <xmp:CreatorTool>Adobe Photoshop 25.1 (Windows)</xmp:CreatorTool>
      <xmpMM:DocumentID>adobe:docid:photoshop:7d1d2a4e-1c1b-4f4e-9d55-2b8f0e6c1a10</xmpMM:DocumentID>
      <xmpMM:History><rdf:Seq>
       <rdf:li rdf:parseType="Resource"><stEvt:action>saved</stEvt:action><stEvt:when>2024-05-03T09:12:44+02:00</stEvt:when><stEvt:softwareAgent>Adobe Photoshop 25.1 (Windows)</stEvt:softwareAgent></rdf:li>
      </rdf:Seq></xmpMM:History>
      """)
    return JPEGFixture(
      image: ImageFixture(width: 240, height: 160, quality: 92),
      segments: [
        .jfif, .exif(ExifFixture(entries)), .xmp(xmp), .photoshop([PhotoshopFixture.jpegQuality(10)]), .adobe,
      ])
  }

  public static var aiGenerated: JPEGFixture {
    let parameters =
      "a lighthouse at dusk, oil painting\nNegative prompt: blurry\nSteps: 30, Sampler: DPM++ 2M Karras, CFG scale: 7, Seed: 1234567890, Size: 1024x1024, Model: sd_xl_base_1.0"
    let xmp = XMPPackets.wrap(
      "<Iptc4xmpExt:DigitalSourceType>http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia</Iptc4xmpExt:DigitalSourceType>"
    )
    return JPEGFixture(
      image: ImageFixture(width: 128, height: 128, quality: 95, lumaSampling: (1, 1)),
      segments: [
        .jfif,
        .exif(
          ExifFixture([.init(.exif, TagID.userComment, .undefined(Array("ASCII\0\0\0".utf8) + Array(parameters.utf8)))])
        ),
        .xmp(xmp),
      ])
  }

  public static var stripped: JPEGFixture {
    JPEGFixture(image: ImageFixture(width: 216, height: 144, quality: 85), segments: [.jfif])
  }

  public static var phoneWithGPS: JPEGFixture {
    let entries: [ExifFixture.Entry] = [
      .init(.ifd0, TagID.make, .ascii("Apple")),
      .init(.ifd0, TagID.model, .ascii("iPhone 15 Pro")),
      .init(.ifd0, TagID.software, .ascii("17.4.1")),
      .init(.ifd0, TagID.modifyDate, .ascii("2024:03:12 18:04:09")),
      .init(.exif, TagID.exposureTime, .rational([(1, 120)])),
      .init(.exif, TagID.fNumber, .rational([(178, 100)])),
      .init(.exif, TagID.iso, .short([80])),
      .init(.exif, TagID.dateTimeOriginal, .ascii("2024:03:12 18:04:09")),
      .init(.exif, TagID.createDate, .ascii("2024:03:12 18:04:09")),
      .init(.exif, TagID.offsetTimeOriginal, .ascii("-03:00")),
      .init(.exif, TagID.subSecTimeOriginal, .ascii("512")),
      .init(.exif, TagID.focalLength, .rational([(6765, 1000)])),
      .init(.exif, TagID.lensModel, .ascii("iPhone 15 Pro back triple camera 6.765mm f/1.78")),
      .init(.exif, TagID.makerNote, .undefined(Array("Apple iOS\0\0\u{1}MM".utf8) + [UInt8](repeating: 0, count: 16))),
      .init(.gps, TagID.gpsLatitudeRef, .ascii("S")),
      .init(.gps, TagID.gpsLatitude, .rational([(22, 1), (57, 1), (1234, 100)])),
      .init(.gps, TagID.gpsLongitudeRef, .ascii("W")),
      .init(.gps, TagID.gpsLongitude, .rational([(43, 1), (12, 1), (5678, 100)])),
      .init(.gps, TagID.gpsAltitude, .rational([(12, 1)])),
      .init(.ifd1, TagID.compression, .short([6])),
    ]
    let image = ImageFixture(width: 200, height: 150, lumaSampling: (2, 2), tables: cameraTables)
    return JPEGFixture(
      image: image, segments: [.exif(ExifFixture(entries, thumbnail: thumbnail(of: image), bigEndian: true))])
  }

  public static var longValues: JPEGFixture {
    let description = String(repeating: "A very long caption that keeps going ", count: 8) + "\u{1B}[31mred\u{1B}[0m"
    let entries: [ExifFixture.Entry] = [
      .init(.ifd0, TagID.make, .ascii("Hasselblad")),
      .init(.ifd0, TagID.model, .ascii("Hasselblad X2D 100C with an unusually long model name for testing")),
      .init(.ifd0, TagID.imageDescription, .ascii(description)),
      .init(.ifd0, TagID.artist, .ascii("Zoë Ångström-Øverli 写真家")),
      .init(.exif, TagID.dateTimeOriginal, .ascii("2023:12:31 23:59:59")),
      .init(.exif, TagID.lensModel, .ascii("XCD 2,5/38V + a long adapter chain \u{1B}[31mdescription\u{1B}[0m")),
    ]
    return JPEGFixture(image: ImageFixture(width: 96, height: 64), segments: [.exif(ExifFixture(entries))])
  }
}
