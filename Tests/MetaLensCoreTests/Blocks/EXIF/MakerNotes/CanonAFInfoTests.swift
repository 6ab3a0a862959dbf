import MetaLensCore
import MetaLensTestSupport
import Testing

/// Canon's AF point arrays (issue 36; Canon.pm `%Canon::AFInfo`,
/// `%Canon::AFInfo2`, read by `ProcessSerialData`): each array as long as
/// the number of AF points read before it, every later value moved along.
@Suite("Canon AFInfo and AFInfo2")
struct CanonAFInfoTests {
  static func metadata(_ entries: [MakerNoteFixture.Entry]) throws -> PhotoMetadata {
    try MakerNoteReaderTests.metadata(
      make: "Canon", model: "Canon PowerShot A70", note: MakerNoteFixture.canon(entries))
  }

  /// AFInfo (0x0012) of a nine-point PowerShot: sizes, then nine X and nine
  /// Y positions, then one int16 of in-focus bits.
  static func afInfo(
    points: Int16, width: Int16 = 2272, dropping: Int = 0, then more: [Int16] = []
  ) -> MakerNoteFixture.Entry {
    let xs = (0..<Int16(9)).map { $0 * 10 - 40 }
    let ys = (0..<Int16(9)).map { $0 * 5 - 20 }
    let values = [points, 9, width, 1704, 2272, 1704, 151, 151] + xs + ys + [0x0010]
    return .shorts(0x0012, Array(values.dropLast(dropping)) + more)
  }

  @Test("AFInfo: arrays as long as NumAFPoints, the in-focus bits after them")
  func afInfo() throws {
    let metadata = try Self.metadata([Self.afInfo(points: 9)])
    #expect(metadata.value("Canon", "NumAFPoints") == .integer(9))
    #expect(metadata.value("Canon", "AFAreaHeight") == .integer(151))
    #expect(metadata.value("Canon", "AFAreaXPositions") == .text("-40 -30 -20 -10 0 10 20 30 40"))
    #expect(metadata.value("Canon", "AFAreaYPositions") == .text("-20 -15 -10 -5 0 5 10 15 20"))
    #expect(metadata.value("Canon", "AFPointsInFocus") == .integer(16))
  }

  /// AFInfo index 11 (Canon.pm `%Canon::AFInfo`): PrimaryAFPoint on a
  /// PowerShot; on one whose entry holds 36 values, eight unknown values
  /// first and PrimaryAFPoint after them (index 12); on an EOS nothing,
  /// ExifTool's reading stops there.
  @Test(
    "AFInfo PrimaryAFPoint where the model and the entry's count put it",
    arguments: [
      ("Canon PowerShot A70", 0, Int64?(7)), ("Canon PowerShot A70", 8, 5), ("Canon EOS 20D", 0, nil),
      ("Canon EOS 20D", 8, nil),
    ])
  func primaryAFPoint(model: String, unknown: Int, primary: Int64?) throws {
    // 27 values, then PrimaryAFPoint, or 8 unknown ones and it (36 in all).
    let tail: [Int16] = unknown == 0 ? [7] : Array(repeating: 0, count: unknown) + [5]
    let metadata = try MakerNoteReaderTests.metadata(
      make: "Canon", model: model, note: MakerNoteFixture.canon([Self.afInfo(points: 9, then: tail)]))
    #expect(metadata.value("Canon", "NumAFPoints") == .integer(9))
    #expect(metadata.value("Canon", "PrimaryAFPoint") == primary.map { .integer($0) })
  }

  @Test("AFInfo cut short: what fits is read, nothing after the first value that does not")
  func truncated() throws {
    let metadata = try Self.metadata([Self.afInfo(points: 9, dropping: 5)])
    #expect(metadata.value("Canon", "AFAreaXPositions") != nil)
    #expect(metadata.value("Canon", "AFAreaYPositions") == nil)
    #expect(metadata.value("Canon", "AFPointsInFocus") == nil)
  }

  /// Canon.pm `ValidateAFInfo`: 8 AF points is no Canon layout, and a
  /// 2000×1704 image no aspect ratio it knows (nor the AF image's).
  @Test(
    "AFInfo that ExifTool does not validate is not read",
    arguments: [(Int16(9), Int16(2272), true), (8, 2272, false), (9, 2000, false)])
  func validated(points: Int16, width: Int16, read: Bool) throws {
    let metadata = try Self.metadata([Self.afInfo(points: points, width: width)])
    #expect((metadata.value("Canon", "NumAFPoints") != nil) == read)
  }

  /// AFInfo2 (0x0026): its length word first (AFInfoSize, shown only with
  /// `-u`), then the AF area mode and three points' widths, heights and
  /// positions; its AFPointsInFocus replaces ShotInfo's, read earlier.
  @Test("AFInfo2: four arrays of NumAFPoints values, and its AFPointsInFocus over ShotInfo's")
  func afInfo2() throws {
    let values: [Int16] = [42, 2, 3, 3, 4000, 3000, 4000, 3000, 90, 90, 90, 80, 80, 80, -500, 0, 500, 10, 0, -10, 2]
    var shotInfo = [Int16](repeating: 0, count: 34)
    shotInfo[0] = 68
    shotInfo[14] = 7
    let metadata = try Self.metadata([.shorts(0x0004, shotInfo), .shorts(0x0026, values)])
    #expect(metadata.value("Canon", "AFInfoSize") == nil)
    #expect(metadata.value("Canon", "AFAreaMode") == .integer(2))
    #expect(metadata.value("Canon", "AFAreaWidths") == .text("90 90 90"))
    #expect(metadata.value("Canon", "AFAreaXPositions") == .text("-500 0 500"))
    #expect(metadata.value("Canon", "AFAreaYPositions") == .text("10 0 -10"))
    #expect(metadata.tags.tags(in: "Canon").filter { $0.name == "AFPointsInFocus" }.map(\.value) == [.integer(2)])
  }
}
