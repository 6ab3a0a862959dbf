import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Canon tags whose presence or value depends on the camera model (issue
/// 36; Canon.pm `%Canon::ShotInfo` indices 5, 12, 22, 33 and
/// `%Canon::FocalLength` 2): the same bytes read as ExifTool reads them for
/// a model the condition names and for one it does not.
@Suite("Canon MakerNote tags by camera model")
struct CanonModelTagTests {
  /// ShotInfo as an int16s array with its length word, `values` at their indices.
  static func shotInfo(_ values: [Int: Int16]) -> MakerNoteFixture.Entry {
    var array = (0..<34).map { values[$0] ?? 0 }
    array[0] = 68
    return .shorts(0x0004, array)
  }

  static func metadata(model: String, _ entries: [MakerNoteFixture.Entry]) throws -> PhotoMetadata {
    try MakerNoteReaderTests.metadata(make: "Canon", model: model, note: MakerNoteFixture.canon(entries))
  }

  /// ExposureTime (index 22) is in 1000/32 units on the 20D and 350D only:
  /// code 0x60 (3 EV) is 1/8 s elsewhere, 3.90625 there.
  @Test(
    "ShotInfo ExposureTime: the 20D's own scale only for the models Canon.pm names",
    arguments: [
      ("Canon EOS 20D", 3.906_25), ("Canon EOS 350D DIGITAL", 3.906_25),
      ("Canon PowerShot A70", 0.125), ("Canon EOS 200D", 0.125),
    ])
  func exposureTime(model: String, seconds: Double) throws {
    let metadata = try Self.metadata(model: model, [Self.shotInfo([22: 0x60])])
    #expect(metadata.value("Canon", "ExposureTime") == .real(seconds))
  }

  @Test(
    "ShotInfo CameraTemperature: on EOS bodies but the 1D and 1Ds",
    arguments: [
      ("Canon EOS 40D", true), ("Canon EOS-1D Mark III", true), ("Canon EOS-1D", false), ("Canon EOS-1DS", false),
      ("Canon PowerShot A70", false),
    ])
  func cameraTemperature(model: String, shown: Bool) throws {
    let metadata = try Self.metadata(model: model, [Self.shotInfo([12: 150])])
    #expect(metadata.value("Canon", "CameraTemperature") == (shown ? .integer(22) : nil))
  }

  /// A zero TargetExposureTime and FlashOutput are kept for the models
  /// that write real zeros (PowerShot…), dropped for the others (the DC211).
  @Test(
    "ShotInfo: a zero kept for the models Canon.pm names",
    arguments: [("Canon PowerShot A70", true), ("Canon DC211", false)])
  func zeroByModel(model: String, kept: Bool) throws {
    let metadata = try Self.metadata(model: model, [Self.shotInfo([:])])
    #expect(metadata.value("Canon", "TargetExposureTime") == (kept ? .integer(1) : nil))
    #expect(metadata.value("Canon", "FlashOutput") == (kept ? .integer(0) : nil))
    // Below -1000 no model keeps it.
    let bad = try Self.metadata(model: model, [Self.shotInfo([5: -1200])])
    #expect(bad.value("Canon", "TargetExposureTime") == nil)
  }

  /// The focal plane size in 1/1000 inch, as mm, for PowerShots and a few
  /// EOS bodies; the others' index is FocalPlaneXUnknown, not shown.
  @Test(
    "FocalLength: FocalPlaneXSize only for the models it is valid for",
    arguments: [("Canon PowerShot A70", true), ("Canon EOS 10D", true), ("Canon EOS 40D", false)])
  func focalPlane(model: String, shown: Bool) throws {
    let metadata = try Self.metadata(model: model, [.shorts(0x0002, [1, 250, 283, 212])])
    #expect(metadata.value("Canon", "FocalPlaneXSize") == (shown ? .real(7.1882) : nil))
    #expect(metadata.value("Canon", "FocalPlaneYSize") == (shown ? .real(5.3848) : nil))
    #expect(metadata.value("Canon", "FocalPlaneXUnknown") == nil)
    let small = try Self.metadata(model: model, [.shorts(0x0002, [1, 250, 39, 212])])
    #expect(small.value("Canon", "FocalPlaneXSize") == nil)
  }

  /// FocusDistanceUpper is in ShotInfo and in FileInfo: ExifTool shows one,
  /// the later (FileInfo's).
  @Test("FocusDistanceUpper read twice is one tag, FileInfo's")
  func focusDistanceOnce() throws {
    var fileInfo = [Int16](repeating: 0, count: 22)
    fileInfo[0] = 44
    fileInfo[20] = 120
    fileInfo[21] = 80
    let metadata = try Self.metadata(
      model: "Canon EOS 40D", [Self.shotInfo([19: 54, 20: 37]), .shorts(0x0093, fileInfo)])
    let canon = metadata.tags.tags(in: "Canon")
    #expect(canon.filter { $0.name == "FocusDistanceUpper" }.map(\.value) == [.real(1.2)])
    #expect(canon.filter { $0.name == "FocusDistanceLower" }.map(\.value) == [.real(0.8)])
  }

  /// Processing (0x00A0) names WhiteBalance again, after ShotInfo: its
  /// value is the one, unless its RawConv drops it (a negative one).
  @Test(
    "Processing's WhiteBalance over ShotInfo's, unless negative",
    arguments: [(Int16(3), Int64(3)), (Int16(-1), Int64(5))])
  func whiteBalance(processing: Int16, shown: Int64) throws {
    var values = [Int16](repeating: 0, count: 14)
    values[0] = 28
    values[8] = processing
    let metadata = try Self.metadata(
      model: "Canon EOS 40D", [Self.shotInfo([7: 5]), .shorts(0x00A0, values)])
    #expect(metadata.tags.tags(in: "Canon").filter { $0.name == "WhiteBalance" }.map(\.value) == [.integer(shown)])
  }

  /// AutoISO 32767 overflows: Perl prints Inf.
  @Test("ShotInfo AutoISO 32767 is Inf, as Perl prints it")
  func infiniteISO() throws {
    let metadata = try Self.metadata(model: "Canon PowerShot A70", [Self.shotInfo([1: 32767])])
    #expect(metadata.value("Canon", "AutoISO") == .text("Inf"))
  }

  @Test("every model pattern of the generated tables is one Swift reads")
  func patternsCompile() throws {
    let conditions = CanonBinaryTable.tables.values.joined().flatMap(\.tags).compactMap(\.model)
    #expect(conditions.count >= 4)
    for pattern in conditions.flatMap({ $0.anyOf.joined() }).map(\.pattern) {
      #expect((try? Regex(pattern)) != nil, "\(pattern)")
    }
  }
}
