import MetaLensCore
import Testing

@testable import MetaLensUI

/// Each bound in `OutputLimits` at its edge: at the limit a value shows
/// whole; one past it, it is cut visibly (an ellipsis or a count).
@Suite("Output limits at their edges")
struct OutputLimitsTests {
  let context = RenderContext(width: 60)

  /// Words of four letters: a line of the card's value column holds
  /// `perLine` of them.
  static func words(_ count: Int) -> String { Array(repeating: "abcd", count: count).joined(separator: " ") }

  @Test("a summary value wraps to the line limit, then ends with an ellipsis", arguments: [0, 1])
  func summaryLines(over: Int) {
    func card(_ value: String) -> [Substring] {
      SummaryCard(rows: [.init(label: "Software", value: value)]).render(in: context).split(separator: "\n")
    }
    let perLine =
      card(Self.words(200)).dropFirst().first.map { $0.split(separator: " ").filter { $0 == "abcd" }.count } ?? 0
    #expect(perLine > 0)
    let lines = card(Self.words(perLine * OutputLimits.summaryValueLines + over)).dropFirst().dropLast()
    #expect(lines.count == OutputLimits.summaryValueLines)
    #expect(lines.last?.contains("…") == (over == 1))
  }

  @Test("a value of megabytes without a space is cut to its first lines")
  func hugeValue() {
    let value = String(repeating: "x", count: 4 << 20)
    let text = SummaryCard(rows: [.init(label: "Software", value: value)]).render(in: context)
    #expect(text.split(separator: "\n").count == OutputLimits.summaryValueLines + 2)
    for line in text.split(separator: "\n") { #expect(TextLayout.width(of: String(line)) <= context.width) }
  }

  @Test("a tag value shows its first characters and counts the rest", arguments: [0, 1])
  func tagValue(over: Int) {
    let value = String(repeating: "é", count: OutputLimits.tagValueCharacters + over)
    let text = ValueText.text(.text(value))
    #expect(text.hasPrefix(String(repeating: "é", count: OutputLimits.tagValueCharacters)))
    #expect(text.hasSuffix("(1 more characters; --json shows all)") == (over == 1))
    #expect(text == value || over == 1)
  }

  @Test("a flag's detail stops at its line limit", arguments: [0, 1])
  func flagDetail(over: Int) throws {
    let width = context.width - 3
    let perLine = (width + 1) / 5
    let flag = OriginalityFlag(
      rule: try #require(ScoringRules.rule("editor-software")),
      finding: .init(Self.words(perLine * OutputLimits.flagDetailLines + over), evidence: []))
    let lines = FlagsList(title: "Flags", flags: [flag]).render(in: context).split(separator: "\n").dropFirst(2)
    #expect(lines.count == OutputLimits.flagDetailLines)
    #expect(lines.last?.hasSuffix("…") == (over == 1))
  }

  @Test("reading notices list the first notices and count the others", arguments: [0, 1])
  func notices(over: Int) {
    let notices = (0..<OutputLimits.warningsShown + over).map { "warning \($0)" }
    let text = ReadingNotices(messages: notices).render(in: context)
    #expect(text.contains("warning \(OutputLimits.warningsShown - 1)"))
    #expect(!text.contains("warning \(OutputLimits.warningsShown)"))
    #expect(text.contains("and 1 more") == (over == 1))
  }

  @Test("the count of hidden notices wraps within a narrow width")
  func noticeCountWraps() {
    let narrow = RenderContext(width: 40)
    let text = ReadingNotices(messages: (0..<1_000_010).map { "w\($0)" }).render(in: narrow)
    #expect(text.contains("1000002 more"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 40 })
  }
}
