import MetaLensCore
import MetaLensTestSupport
import Testing

/// Canon's ColorData (MakerNote tag 0x4001, issue 36): one tag, eleven
/// layouts, which ExifTool tells apart by the entry's count alone (Canon.pm
/// `%Canon::Main` 0x4001: 582 values a 20D's ColorData1, 1313 a 6D's
/// ColorData7; any other count ColorDataUnknown, all of whose tags are
/// shown only with `-u`). The same bytes must read as the count says; other
/// entries are chosen by their first bytes (ContrastInfo) or read in the
/// type they declare (SerialNumber).
@Suite("Canon ColorData and other tables chosen by their entry")
struct CanonColorDataTests {
  /// `count` int16 values, 1000 + index at each index, with `values` over them.
  static func colorData(count: Int, _ values: [Int: Int16] = [:]) -> MakerNoteFixture.Entry {
    .shorts(0x4001, (0..<count).map { values[$0] ?? Int16(1000 + $0 % 1000) })
  }

  static func metadata(_ entries: [MakerNoteFixture.Entry], model: String = "Canon EOS 20D") throws -> PhotoMetadata {
    try MakerNoteReaderTests.metadata(make: "Canon", model: model, note: MakerNoteFixture.canon(entries))
  }

  /// ColorData1 (20D, 350D): WB_RGGBLevelsAsShot at 0x19, its colour
  /// temperature at 0x1d. ColorData7 (6D…): the version at 0, the as-shot
  /// levels at 0x3f. Each read from its own indices, never the other's.
  @Test("the entry's count chooses the layout: 582 values ColorData1, 1313 ColorData7")
  func byCount() throws {
    let twentyD = try Self.metadata([Self.colorData(count: 582)])
    #expect(twentyD.value("Canon", "WB_RGGBLevelsAsShot") == .text("1025 1026 1027 1028"))
    #expect(twentyD.value("Canon", "ColorTempAsShot") == .integer(1029))
    #expect(twentyD.value("Canon", "WB_RGGBLevelsCustom2") == .text("1070 1071 1072 1073"))
    #expect(twentyD.value("Canon", "ColorDataVersion") == nil)

    let sixD = try Self.metadata([Self.colorData(count: 1313, [0: 10])], model: "Canon EOS 6D")
    #expect(sixD.value("Canon", "ColorDataVersion") == .integer(10))
    #expect(sixD.value("Canon", "WB_RGGBLevelsAsShot") == .text("1063 1064 1065 1066"))
    #expect(sixD.value("Canon", "ColorTempAsShot") == .integer(1067))
    #expect(sixD.value("Canon", "WB_RGGBLevelsCustom2") == nil)
  }

  /// 583 values is no layout ExifTool knows: ColorDataUnknown, nothing shown.
  @Test("a count no ColorData layout has shows nothing", arguments: [583, 581, 100])
  func unknownCount(count: Int) throws {
    // Canon's ImageType (0x0006) beside it: the MakerNote is read, and only
    // the ColorData shows nothing.
    let metadata = try Self.metadata([.ascii(0x0006, "IMG:EOS 20D JPEG"), Self.colorData(count: count)])
    #expect(metadata.tags.tags(in: "Canon").map(\.name) == ["CanonImageType"])
  }

  /// ColorData4 covers nine counts and seven versions; the white levels sit
  /// at 0x2b8 for versions 4 and 5 (1DsMkIII, 450D), at 0x2d3 for version 9,
  /// nowhere for version 3 (Canon.pm's `$$self{ColorDataVersion} == 4 or …`).
  @Test(
    "ColorData4: NormalWhiteLevel at 0x2b8 only for the versions Canon.pm names",
    arguments: [(Int16(4), Int64?(15000)), (5, 15000), (3, nil), (9, 1723)])
  func byVersion(version: Int16, level: Int64?) throws {
    let metadata = try Self.metadata(
      [Self.colorData(count: 1227, [0: version, 0x2B8: 15000])], model: "Canon EOS 450D")
    #expect(metadata.value("Canon", "ColorDataVersion") == .integer(Int64(version)))
    // (Version 9 has it at 0x2d3, which holds 1723.)
    #expect(metadata.value("Canon", "NormalWhiteLevel") == level.map { .integer($0) })
  }

  /// ColorData4 holds ColorCoefs at 0x3f (`undef[210]`): its levels read as
  /// ColorData4's own indices from there on.
  @Test("ColorData4: the ColorCoefs inside it read from index 0x3f")
  func nested() throws {
    let metadata = try Self.metadata([Self.colorData(count: 674, [0: 2])], model: "Canon EOS-1D Mark III")
    #expect(metadata.value("Canon", "WB_RGGBLevelsAsShot") == .text("1063 1064 1065 1066"))
    #expect(metadata.value("Canon", "ColorTempAsShot") == .integer(1067))
    #expect(metadata.value("Canon", "WB_RGGBLevelsFlash") == .text("1113 1114 1115 1116"))
  }

  /// MeasuredColor (0x00aa) is validated by its length word; an array the
  /// data does not hold whole is cut to what it holds (ExifTool's ReadValue).
  @Test("an array cut short by the data is read as far as it goes")
  func shortened() throws {
    let whole = try Self.metadata([.shorts(0x00AA, [12, 500, 600, 700, 800, 1])])
    #expect(whole.value("Canon", "MeasuredRGGB") == .text("500 600 700 800"))
    let cut = try Self.metadata([.shorts(0x00AA, [6, 500, 600])])
    #expect(cut.value("Canon", "MeasuredRGGB") == .text("500 600"))
    let invalid = try Self.metadata([.shorts(0x00AA, [99, 500, 600, 700, 800, 1])])
    #expect(invalid.value("Canon", "MeasuredRGGB") == nil)
  }

  /// RawMeasuredRGGB (ColorData4 0x280, int32u[4]) has its 16-bit words
  /// in the other order than its bytes: Canon.pm's SwapWords turns each.
  @Test("ColorData4 RawMeasuredRGGB: each number's words swapped, as Canon.pm's SwapWords does")
  func swappedWords() throws {
    let metadata = try Self.metadata([Self.colorData(count: 674, [0: 2])], model: "Canon EOS-1D Mark III")
    // Words 1640 1641 (1640 high, as written) read back 1641 high.
    #expect(metadata.value("Canon", "RawMeasuredRGGB") == .text("107546216 107677290 107808364 107939438"))
  }

  /// ContrastInfo (0x0027) is read only when its bytes start 0A 00 (Canon.pm
  /// `$$valPt =~ /^\x0a\0/`): in a big-endian note the number 10 is 00 0A.
  @Test(
    "ContrastInfo: chosen by its first bytes, not its first number",
    arguments: [(Int16(0x0A00), Int64?(8)), (0x000A, nil)])
  func byPrefix(first: Int16, contrast: Int64?) throws {
    let metadata = try Self.metadata([.shorts(0x0027, [first, 0, 0, 0, 8, 0])])
    #expect(metadata.value("Canon", "IntelligentContrast") == contrast.map { .integer($0) })
  }

  /// SerialNumber (0x000c) has no Format in Canon.pm, only a Writable
  /// int32u: ExifTool reads it as stored, a number or a camera's text.
  @Test("SerialNumber read in the type the entry declares")
  func serialNumber() throws {
    let number = MakerNoteFixture.Entry(0x000C, type: 4, count: 1, bytes: [0x67, 0x2D, 0x4A, 0x04])
    #expect(try Self.metadata([number]).value("Canon", "SerialNumber") == .integer(1_731_021_316))
    let text = try Self.metadata([.ascii(0x000C, "bogus")])
    #expect(text.value("Canon", "SerialNumber") == .text("bogus"))
  }
}
