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

  @Test("control characters in a path are escaped as on the terminal: the row stays one line")
  func controlCharactersEscaped() {
    #expect(Self.pathField("a\r\nb\u{1B}[2J.jpg") == "a\\r\\nb\\x1B[2J.jpg")
    let rows = CSVReader.rows(
      CSVFormat.header + "\n" + CSVFormat.row(MetaLensError.notFound(path: "a\r\nb.jpg")) + "\n")
    let error = CSVFormat.columns.firstIndex(of: "error") ?? 0
    #expect(rows.count == 2 && rows[1].first == "a\\r\\nb.jpg" && rows[1][error] == "not_found")
  }

  @Test(
    "a path gets the formula guard as metadata does: a file can be named =HYPERLINK(...)",
    arguments: ["-dash.jpg", "=x.jpg", "@home/a.jpg", "=HYPERLINK(\"http://x\",\"y\").jpg", "+1.jpg"])
  func pathGuarded(path: String) {
    #expect(CSVReader.rows(Self.pathField(path) + "\n").first?.first == "'" + path)
  }

  @Test(
    "a path that needs no guard is kept as given; - (standard input) stays -", arguments: ["-", "a/-b.jpg", "x=y.jpg"])
  func pathKept(path: String) {
    #expect(Self.pathField(path) == path)
  }

  @Test(
    "metadata text starting with a formula byte gets the guard, even under a combining mark",
    arguments: ["=\u{301}HYPERLINK(\"x\")", "=SUM(A1)", "+1", "@x", "-2+3"])
  func formulaGuard(text: String) {
    #expect(CSVFormat.metadataCell(text).unicodeScalars.first == "'", "\(text.debugDescription)")
  }

  @Test(
    "metadata text with a CR or tab first cannot start a formula: the escape comes first",
    arguments: ["\r\n=cmd|' /C calc'!A0", "\t=x"])
  func escapedBeforeGuard(text: String) {
    #expect(CSVFormat.metadataCell(text).hasPrefix("\\"))
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
