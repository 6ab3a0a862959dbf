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

  @Test("escape sequences and control characters never reach the terminal raw")
  func terminalSafe() {
    #expect(TerminalSafe.escape("red\u{1B}[31m") == "red\\x1B[31m")
    #expect(TerminalSafe.escape("a\nb\tc") == "a\\nb\\tc")
    #expect(TerminalSafe.escape("bell\u{07}") == "bell\\x07")
    #expect(TerminalSafe.escape("csi\u{9B}") == "csi\\x9B")
    #expect(TerminalSafe.escape("rtl\u{202E}txt") == "rtl\\u{202E}txt")
    #expect(TerminalSafe.escape("Zoë 写真") == "Zoë 写真")
  }
}
