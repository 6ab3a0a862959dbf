import Testing

@testable import MetaLensCore

/// The date rules compare two dates of one file by their clock seconds;
/// text that is not a date must give nil rather than a wrong time.
@Suite struct ExifDateTimeTests {
  @Test(arguments: [
    ("2024:05:01 14:30:00", 63_850_170_600),
    ("2024-05-01T14:30:00+02:00", 63_850_170_600),
    ("2024:05:01 14:30:01", 63_850_170_601),
    ("0001:01:01 00:00:00", 0),
  ])
  func readsDates(text: String, seconds: Int) {
    #expect(ExifDateTime(value: text).clockSeconds == seconds)
  }

  @Test(arguments: [
    "", "    :  :     :  :  ", "0000:00:00 00:00:00", "2024:13:01 14:30:00", "2024:05:01",
    "99999999999999999999:05:01 14:30:00 2024",
  ])
  func refusesWhatIsNotADate(text: String) {
    #expect(ExifDateTime(value: text).clockSeconds == nil)
  }
}
