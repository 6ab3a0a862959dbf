import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

@Suite("CSV rows: quoting and the formula guard")
struct CSVFormatTests {
  /// The path field of the error row for `path`: the first field, as written.
  static func pathField(_ path: String) -> String {
    let row = CSVFormat.row(MetaLensError.notFound(path: path))
    return String(row.dropLast(CSVFormat.columns.count - 1 + "not_found".count))
  }

  @Test("a CR LF pair, one Character in Swift, still gets the field quoted")
  func crlfQuoted() {
    #expect(Self.pathField("a\r\nb.jpg") == "\"a\r\nb.jpg\"")
    let rows = CSVReader.rows(
      CSVFormat.header + "\n" + CSVFormat.row(MetaLensError.notFound(path: "a\r\nb.jpg")) + "\n")
    #expect(rows.count == 2 && rows[1].first == "a\r\nb.jpg" && rows[1].last == "not_found")
  }

  @Test(
    "text starting with a formula byte gets the guard, even under a combining mark or as CR LF",
    arguments: ["\r\n=cmd|' /C calc'!A0", "=\u{301}HYPERLINK(\"x\")", "=SUM(A1)", "+1", "@x", "\tx"])
  func formulaGuard(path: String) {
    let field = Self.pathField(path)
    let unquoted = field.hasPrefix("\"") ? String(field.dropFirst().dropLast()) : field
    #expect(unquoted.unicodeScalars.first == "'", "\(field.debugDescription)")
  }

  @Test("a double quote under a combining mark is doubled like any other")
  func quoteWithCombiningMark() {
    #expect(Self.pathField("a\"\u{301}b") == "\"a\"\"\u{301}b\"")
  }

  @Test("plain text is left alone")
  func plain() {
    #expect(Self.pathField("photos/IMG_0001.jpg") == "photos/IMG_0001.jpg")
    #expect(Self.pathField("été.jpg") == "été.jpg")
  }
}
