import MetaLensCore
import MetaLensUI
import Testing

@Suite("The progress line: no bar while listing, the time left once the total is known")
struct ProgressLineTests {
  static let context = RenderContext(width: 80, unicode: false, language: .en)

  @Test("while listing: a spinner, the count with +, listing…, no bar and no time left")
  func listing() {
    let line = ProgressLine(done: 120, found: 200, listingComplete: false, filesPerSecond: 950, frame: 1)
      .render(in: Self.context)
    #expect(line == "/ 120/200+ - listing… - 950 files/s", "\(line)")
    #expect(!line.contains("[") && !line.contains("left"))
  }

  @Test(
    "once listed: the bar, the count, the rate and the time left",
    arguments: [(7, "0:07"), (750, "12:30"), (3723, "1:02:03")])
  func listed(seconds: Int, shown: String) {
    let line = ProgressLine(
      done: 50, found: 100, listingComplete: true, filesPerSecond: 10, secondsLeft: seconds
    ).render(in: Self.context)
    #expect(line.hasPrefix("[") && line.contains(" 50/100 ") && line.hasSuffix(" \(shown) left"), "\(line)")
    #expect(line.count < 80)
  }
}
