import MetaLensCore
import MetaLensTestSupport
import Testing

/// Canon's binary sub-directories decoded with the names and `-n` values
/// ExifTool gives them (issue 36; Canon.pm `%Canon::CameraSettings`,
/// `%Canon::ShotInfo`).
@Suite("Canon MakerNote sub-directories")
struct CanonBinaryDecoderTests {
  /// CameraSettings as an int16s array whose first value is its length in
  /// bytes (or `lengthWord`), with `values` at their indices.
  static func cameraSettings(_ values: [Int: Int16], count: Int, lengthWord: Int16? = nil) -> MakerNoteFixture.Entry {
    var array = (0..<count).map { values[$0] ?? 0 }
    array[0] = lengthWord ?? Int16(count * 2)
    return .shorts(0x0001, array)
  }

  static func metadata(_ entries: [MakerNoteFixture.Entry]) throws -> PhotoMetadata {
    try MakerNoteReaderTests.metadata(
      make: "Canon", model: "Canon PowerShot A70",
      note: MakerNoteFixture.canon(entries + [.ascii(0x0006, "IMG:PowerShot A70 JPEG")]))
  }

  @Test("CameraSettings: indices named as ExifTool names them, with its -n values")
  func cameraSettings() throws {
    let settings = Self.cameraSettings(
      [
        1: 2,  // MacroMode: normal
        3: 5,  // Quality: superfine
        9: -1,  // RecordMode: -1 is dropped by ExifTool's RawConv
        23: 560, 24: 180, 25: 32,  // Max/MinFocalLength in 1/32 mm (FocalUnits, after them)
        26: 0x60, 27: 0xC0,  // Max/MinAperture as Canon EV codes: f/2.8, f/8
      ], count: 40)
    let metadata = try Self.metadata([settings])
    #expect(metadata.value("Canon", "MacroMode") == .integer(2))
    #expect(metadata.value("Canon", "Quality") == .integer(5))
    #expect(metadata.value("Canon", "RecordMode") == nil)
    #expect(metadata.value("Canon", "FocalUnits") == .integer(32))
    #expect(metadata.value("Canon", "MaxFocalLength") == .real(17.5))
    #expect(metadata.value("Canon", "MinFocalLength") == .real(5.625))
    #expect(metadata.value("Canon", "MinAperture") == .integer(8))
    let maxAperture = try #require(metadata.value("Canon", "MaxAperture")?.number)
    #expect(abs(maxAperture - 2.828_427_124_746_19) < 1e-12)
    // Past the array's 40 values: SRAWQuality (index 46) is not there.
    #expect(metadata.value("Canon", "SRAWQuality") == nil)
    // The main directory's own tags beside them.
    #expect(metadata.value("Canon", "CanonImageType") == .text("IMG:PowerShot A70 JPEG"))
  }

  @Test(
    "CameraSettings whose length word is not its length is not read (Canon.pm Validate)",
    arguments: [(nil, true), (Int16(60), false), (Int16(0), false)])
  func lengthWord(word: Int16?, read: Bool) throws {
    let metadata = try Self.metadata([Self.cameraSettings([1: 2], count: 40, lengthWord: word)])
    #expect((metadata.value("Canon", "MacroMode") != nil) == read)
    #expect(metadata.value("Canon", "CanonImageType") != nil)
  }

  /// CameraISO (index 16) goes through Canon.pm's `CameraISO()` even
  /// under -n: the PowerShots' codes become words or ISO speeds, a value
  /// with bit 14 set is the speed in its low 14 bits (Perl's `&` sees -1
  /// as all ones), and 0x7fff is not there (its RawConv).
  @Test(
    "CameraSettings CameraISO: Canon.pm's CameraISO function, as exiftool -n prints it",
    arguments: [
      (Int16(15), MetadataValue?.some(.text("Auto"))), (14, .text("Auto High")), (0, .text("n/a")),
      (17, .integer(100)), (20, .integer(800)), (0x4000 | 1600, .integer(1600)), (21, .text("Unknown (21)")),
      (-1, .integer(16383)), (0x7FFF, nil),
    ])
  func cameraISO(code: Int16, shown: MetadataValue?) throws {
    let metadata = try Self.metadata([Self.cameraSettings([16: code], count: 40)])
    #expect(metadata.value("Canon", "CameraISO") == shown)
  }

  /// AFMicroAdj (0x4013): its length word may be 0x2C whatever its size
  /// (Canon DPP 3.13 cuts the data to 0x14 bytes and keeps it), and its
  /// AFMicroAdjValue is a rational64s, divided as ExifTool's
  /// GetRational64s divides (x/0 `inf`, 0/0 `undef`); one the data does not
  /// hold whole is not there.
  @Test(
    "AFMicroAdj: the 0x2C length word passes, AFMicroAdjValue a rational",
    arguments: [
      ([Int32(-3), 2], MetadataValue?.some(.real(-1.5))), ([5, 0], .text("inf")), ([0, 0], .text("undef")),
      ([7], nil),
    ])
  func microAdjustment(rational: [Int32], shown: MetadataValue?) throws {
    // The first int32 read as an int16 is 0x2C in this big-endian note.
    let words: [Int32] = [0x002C_0000, 1] + rational
    let bytes = words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    let entry = MakerNoteFixture.Entry(0x4013, type: 7, count: UInt32(bytes.count), bytes: bytes)
    let metadata = try Self.metadata([entry])
    #expect(metadata.value("Canon", "AFMicroAdjMode") == .integer(1))
    #expect(metadata.value("Canon", "AFMicroAdjValue") == shown)
  }

  @Test("ShotInfo: Canon EV codes in thirds, and FocusDistanceLower only with an upper distance")
  func shotInfo() throws {
    func shotInfo(upper: Int16) -> MakerNoteFixture.Entry {
      var values = [Int16](repeating: 0, count: 34)
      values[0] = 68
      values[6] = -0x0C  // ExposureCompensation: -1/3
      values[15] = 0x2C  // FlashExposureComp: +1 1/3
      values[19] = upper  // FocusDistanceUpper, in cm
      values[20] = 37  // FocusDistanceLower
      return .shorts(0x0004, values)
    }
    let metadata = try Self.metadata([shotInfo(upper: 54)])
    let compensation = try #require(metadata.value("Canon", "ExposureCompensation")?.number)
    #expect(abs(compensation + 1.0 / 3) < 1e-12)
    let flash = try #require(metadata.value("Canon", "FlashExposureComp")?.number)
    #expect(abs(flash - 4.0 / 3) < 1e-12)
    #expect(metadata.value("Canon", "FocusDistanceUpper") == .real(0.54))
    #expect(metadata.value("Canon", "FocusDistanceLower") == .real(0.37))
    let noUpper = try Self.metadata([shotInfo(upper: 0)])
    #expect(noUpper.value("Canon", "FocusDistanceUpper") == nil)
    #expect(noUpper.value("Canon", "FocusDistanceLower") == nil)
  }
}
