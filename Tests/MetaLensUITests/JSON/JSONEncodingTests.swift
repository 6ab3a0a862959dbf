import MetaLensCore
import MetaLensUI
import Testing

@Suite("JSON values and terminal safety")
struct JSONEncodingTests {
  @Test(
    "values keep their type in JSON",
    arguments: [
      (MetadataValue.integer(400), "400"), (.real(2.8), "2.8"), (.real(35), "35"), (.text("1.10"), "\"1.10\""),
      (.text("0042"), "\"0042\""), (.list([.text("a")]), "[\"a\"]"),
      (.binary(byteCount: 12), "\"(Binary data 12 bytes)\""),
      (.structure([MetadataField("Action", .text("saved"))]), "{\"Action\":\"saved\"}"),
    ])
  func typedValues(value: MetadataValue, json: String) throws {
    #expect(JSONOutput.encode(value, pretty: false) == json)
  }

  /// The writer tests eight bytes at a time: a character to escape must be
  /// found in the first, the middle and the ragged end of a text, after
  /// multi-byte characters too.
  @Test(
    "a quote, a backslash or a control character is escaped wherever it stands",
    arguments: [("\"", "\\\""), ("\\", "\\\\"), ("\n", "\\n"), ("\u{01}", "\\u0001"), ("\u{1F}", "\\u001f")],
    0..<19)
  func escapedAnywhere(character: (raw: String, escaped: String), position: Int) {
    let before = String(repeating: "é", count: position / 2) + String(repeating: "a", count: position % 2)
    let text = before + character.raw + "zzzzzzzzz"
    #expect(
      JSONOutput.encode(MetadataValue.text(text), pretty: false) == "\"" + before + character.escaped + "zzzzzzzzz\"")
  }

  @Test(
    "text without characters to escape is written as it is", arguments: ["", "~", "\u{7F}é写真😀 plain text, long enough"])
  func unescaped(text: String) {
    #expect(JSONOutput.encode(MetadataValue.text(text), pretty: false) == "\"" + text + "\"")
  }

  @Test("escape sequences and control characters never reach the terminal raw")
  func terminalSafe() {
    #expect(TerminalSafe.escape("red\u{1B}[31m") == "red\\x1B[31m")
    #expect(TerminalSafe.escape("a\nb\tc") == "a\\nb\\tc")
    #expect(TerminalSafe.escape("bell\u{07}") == "bell\\x07")
    #expect(TerminalSafe.escape("csi\u{9B}") == "csi\\x9B")
    #expect(TerminalSafe.escape("rtl\u{202E}txt") == "rtl\\u{202E}txt")
    #expect(TerminalSafe.escape("mark\u{200F}isolate\u{2067}") == "mark\\u{200F}isolate\\u{2067}")
    #expect(TerminalSafe.escape("line\u{2028}paragraph\u{2029}") == "line\\u{2028}paragraph\\u{2029}")
    #expect(TerminalSafe.escape("Zoë 写真") == "Zoë 写真")
  }
}
