import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

@testable import MetaLensUI

/// The goldens' layers (issue 34): a rule's title, why and limits live in
/// the guide's goldens and its findings' words in `findings-<language>`, so
/// that changing a rule's words rewrites those files and no report or page.
/// This guard reads every other golden for any rule's words, in both
/// languages.
@Suite("Golden layers")
struct GoldenLayersTests {
  static let root = CommandRunner.packageRoot.appendingPathComponent("Tests/MetaLensUITests/Goldens")
  /// The words layer, and the component goldens, which draw a fixed set of
  /// literal rules (`ComponentRules`) to pin layout at every width.
  static let wordsLayer = ["guide-", "findings-"]
  static let layers = ["EndToEnd", "HTML", "Languages"]

  static func reportGoldens() throws -> [URL] {
    try layers.flatMap { layer in
      try FileManager.default.contentsOfDirectory(
        at: root.appendingPathComponent(layer), includingPropertiesForKeys: nil)
    }
    .filter { file in !wordsLayer.contains { file.lastPathComponent.hasPrefix($0) } }
  }

  /// Titles too short to be told from other words (none today) would need
  /// their own check; every title is searched as the reader sees it, and
  /// HTML-escaped for the pages.
  @Test("no report or page golden holds a rule's words")
  func noRuleWords() throws {
    let goldens = try Self.reportGoldens()
    #expect(goldens.count >= 30, "\(goldens.count) goldens found")
    let words = ScoringRules.all.flatMap { rule in
      [rule.title, rule.korean.title, rule.explanation, rule.korean.explanation, rule.limits, rule.korean.limits]
        .map { (rule.id, $0) }
    }
    for golden in goldens {
      let text = Self.flattened(try String(contentsOf: golden, encoding: .utf8))
      for (id, phrase) in words {
        let flat = Self.flattened(phrase)
        guard text.contains(flat) || text.contains(Self.flattened(HTMLText.escape(phrase))) else { continue }
        Issue.record("\(golden.lastPathComponent) holds \(id)'s words: \(phrase.prefix(60))")
      }
    }
  }

  /// The text with line breaks, the boxes' borders and runs of spaces made
  /// one space, so that words a terminal golden wraps onto the next line,
  /// inside a box or under a hanging indent, are found as one phrase.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace || "│╭╮╰╯|".contains($0) }).joined(separator: " ")
  }

  @Test("the guard finds a rule's title wrapped across lines")
  func findsWrappedWords() {
    let wrapped = "● No camera\n   │ metadata      -50"
    #expect(Self.flattened(wrapped).contains(Self.flattened("No camera metadata")))
  }
}
