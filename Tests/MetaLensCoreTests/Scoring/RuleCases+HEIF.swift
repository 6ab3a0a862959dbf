import MetaLensTestSupport

/// Triggers and near misses for the HEIF structure rules: an iPhone XR (in
/// the generated fingerprint table: a grid of 512×512 HEVC Main Still
/// Picture tiles, an empty `hdlr` name) as Apple builds it and as heif-enc
/// and avifenc re-encode it, and a model the table does not know; an
/// iPhone whose MakerNote records an HDR gain, with and without its gain map.
extension RuleCase {
  static let heif: [RuleCase] = [
    RuleCase(
      "heif-structure-mismatch", fires: true, "an iPhone XR's EXIF on one HEVC item at level 6 (heif-enc)",
      bytes: heic(model("Apple", "iPhone XR"), reencoded: true)),
    RuleCase(
      "heif-structure-mismatch", fires: true, "an iPhone XR's EXIF in libavif's AVIF",
      bytes: heic(model("Apple", "iPhone XR"), reencoded: true, avif: true)),
    RuleCase(
      "heif-structure-mismatch", fires: false, "an iPhone XR's grid of 512×512 tiles",
      bytes: heic(model("Apple", "iPhone XR"), reencoded: false)),
    RuleCase(
      "heif-structure-mismatch", fires: false, "an iPhone the table does not know: no make-wide guess",
      bytes: heic(model("Apple", "iPhone 99"), reencoded: true)),
    RuleCase(
      "heif-structure-mismatch", fires: true, "a Sony ILCE-7CM2's one 10-bit HEVC item under heic (heif-enc's)",
      bytes: sonyHEIF(brand: "heic")),
    RuleCase(
      "heif-structure-mismatch", fires: false, "the same under heix, the brand the ILCE-7CM2 writes",
      bytes: sonyHEIF(brand: "heix")),
    RuleCase(
      "heif-structure-matches-model", fires: true, "an iPhone XR's grid of 512×512 tiles",
      bytes: heic(model("Apple", "iPhone XR"), reencoded: false)),
    RuleCase(
      "heif-structure-matches-model", fires: false, "the iPhone XR's EXIF re-encoded by heif-enc",
      bytes: heic(model("Apple", "iPhone XR"), reencoded: true)),
    RuleCase(
      "heif-library-encoded", fires: true, "an unknown camera's EXIF in libavif's AVIF",
      bytes: heic(camera(), reencoded: true, avif: true)),
    RuleCase(
      "heif-library-encoded", fires: false, "the same without an hdlr name (heif-enc's)",
      bytes: heic(camera(), reencoded: true)),
    RuleCase(
      "heif-library-encoded", fires: false, "a model the table knows: the mismatch rule speaks",
      bytes: heic(model("Apple", "iPhone XR"), reencoded: true, avif: true)),
    RuleCase(
      "heif-gain-map-dropped", fires: true, "an iPhone 13 Pro's MakerNote records HDRGain; no gain map",
      bytes: heic(appleHDR(), reencoded: true)),
    RuleCase(
      "heif-gain-map-dropped", fires: false, "the same with Apple's gain-map image",
      bytes: heic(appleHDR(), reencoded: false, gainMap: true)),
    RuleCase(
      "file-cut-short", fires: true, "an iPhone XR's HEIC cut inside its picture data ('mdat'), its EXIF whole",
      bytes: { Array(try heic(model("Apple", "iPhone XR"), reencoded: false, metadataInMeta: true)().dropLast(100)) }),
    RuleCase(
      "file-cut-short", fires: false, "the same HEIC whole",
      bytes: heic(model("Apple", "iPhone XR"), reencoded: false, metadataInMeta: true)),
  ]

  /// A Sony ILCE-7CM2's 7008×4672 HEIF as the camera builds it (one HEVC
  /// RExt item at level 6, no grid, empty `hdlr` name) under the coding
  /// brand `brand`: the camera writes `heix`, heif-enc and ImageMagick
  /// (libheif 1.15) `heic`.
  static func sonyHEIF(brand: String) -> @Sendable () throws -> [UInt8] {
    {
      var fixture = HEIFFixture(width: 7008, height: 4672)
      fixture.exifTIFF = Array(try model("SONY", "ILCE-7CM2").block().dropFirst(6))
      fixture.majorBrand = brand
      fixture.compatibleBrands = ["mif1", brand, "miaf"]
      fixture.hevc = (profile: 4, level: 180)
      return fixture.bytes()
    }
  }

  /// An iPhone 13 Pro's EXIF whose Apple MakerNote records an HDR gain
  /// (HDRGain, 0x0030, a signed rational), as Apple writes it beside a gain map.
  static func appleHDR() -> ExifFixture {
    var exif = model("Apple", "iPhone 13 Pro")
    let gain = MakerNoteFixture.Entry(0x0030, type: 10, count: 1, bytes: [0, 0, 0, 1, 0, 0, 0, 125])
    let note = MakerNoteFixture.apple([.signedLong(0x0001, 14), gain])
    exif.entries = exif.entries.filter { $0.tag != TagID.makerNote } + [.init(.exif, TagID.makerNote, .undefined(note))]
    return exif
  }

  /// A 4032×3024 HEIF carrying `exif`: Apple's build (48 tiles of 512×512,
  /// HEVC Main Still Picture level 3, empty `hdlr` name) or a re-encoder's
  /// (one item for the whole picture: heif-enc's HEVC at level 6, or with
  /// `avif` libavif's AV1 and `hdlr` name). With `metadataInMeta` the Exif
  /// item lies in `idat`, so `mdat` holds only picture data.
  static func heic(
    _ exif: ExifFixture, reencoded: Bool, avif: Bool = false, gainMap: Bool = false, metadataInMeta: Bool = false
  )
    -> @Sendable () throws -> [UInt8]
  {
    {
      var fixture = HEIFFixture(width: 4032, height: 3024)
      if metadataInMeta { (fixture.metadataInItemData, fixture.primaryDataSize) = (true, 4096) }
      if gainMap {
        fixture.auxiliaries = [
          .init(width: 2016, height: 1512, auxiliaryType: "urn:com:apple:photo:2020:aux:hdrgainmap")
        ]
      }
      fixture.exifTIFF = Array(try exif.block().dropFirst(6))
      if avif {
        fixture.handlerName = "libavif"
      } else {
        fixture.majorBrand = "heic"
        fixture.compatibleBrands = ["mif1", "miaf", "MiHB", "heic"]
        fixture.hevc = (profile: 3, level: reencoded ? 180 : 90)
      }
      if !reencoded { fixture.gridTiles = (count: 48, width: 512, height: 512) }
      return fixture.bytes()
    }
  }
}
