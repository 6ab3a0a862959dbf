/// The IPTC 2025.1 generative-AI properties (in the Iptc4xmpExt namespace).
enum AISystemFields {
  static let names = ["AISystemUsed", "AISystemVersionUsed", "AIPromptInformation", "AIPromptWriterName"]

  static func evidence(in context: ScoringContext) -> [Evidence] {
    names.compactMap { context.evidence("XMP-iptcExt", $0) }
  }
}
