import Testing

@testable import MetaLensCore

/// The date rules compare two dates of one file by their clock seconds;
/// text that is not a date must give nil rather than a wrong time.
@Suite struct ExifDateTimeTests {
  /// Seconds between a date and 2024:05:01 14:30:00, read in either EXIF's
  /// or ISO 8601's spelling; the offset is ignored (the clock as written).
  @Test(arguments: [
    ("2024:05:01 14:30:00", 0),
    ("2024-05-01T14:30:00+02:00", 0),
    ("2024:05:01 14:30:01", 1),
    ("2024:04:30 14:30:00", -86_400),
    ("2024:03:01 00:00:00", -5_322_600),
    ("2025:05:01 14:30:00", 31_536_000),
  ])
  func readsDates(text: String, seconds: Int) throws {
    let reference = try #require(ExifDateTime(value: "2024:05:01 14:30:00").clockSeconds)
    #expect(ExifDateTime(value: text).clockSeconds.map { $0 - reference } == seconds)
  }

  @Test(arguments: [
    "", "    :  :     :  :  ", "0000:00:00 00:00:00", "2024:13:01 14:30:00", "2024:05:01",
    "99999999999999999999:05:01 14:30:00 2024",
  ])
  func refusesWhatIsNotADate(text: String) {
    #expect(ExifDateTime(value: text).clockSeconds == nil)
  }
}
