import Foundation
import MetaLensCore

/// Values where the bytes show ExifTool 12.57 is wrong, for the every-tag
/// conformance run: each entry says why, and the table counts what it
/// excuses, so an entry that stops matching shows up.
struct TagAllowance: Sendable {
  let reason: String
  let group: String
  /// The tags it covers; empty for every tag of the group.
  let names: Set<String>
  /// Whether the entry covers this disagreement (by MetaLens's value and
  /// the oracle's).
  let applies: @Sendable (_ ours: MetadataValue, _ theirs: Any) -> Bool

  static let all: [TagAllowance] = [
    TagAllowance(
      reason: """
        ExifTool 12.57 reports 1 for AlphaPreprocessing and AlphaFiltering whatever the WebP ALPH header byte \
        holds (bits 4-5 and 2-3, WebP container specification); metalens reads the bits
        """,
      group: "RIFF", names: ["AlphaPreprocessing", "AlphaFiltering"],
      applies: { _, theirs in (theirs as? Int) == 1 }),
    TagAllowance(
      reason: """
        ExifTool reads IPTC text as Latin-1 (Windows-1252) when no CodedCharacterSet says otherwise, even \
        where the bytes are valid UTF-8 ("KÃ¥lltorp", "ÃŽle"); metalens reads such bytes as UTF-8 \
        ("Kålltorp", "Île"), the text the writer meant
        """,
      group: "IPTC", names: [],
      applies: { ours, theirs in
        guard let text = ours.items.first?.text, let string = theirs as? String, !text.utf8.allSatisfy({ $0 < 0x80 })
        else { return false }
        return String(bytes: Array(text.utf8), encoding: .windowsCP1252) == string
      }),
  ]

  /// The entry excusing `group:name`'s disagreement, if any.
  static func index(group: String, name: String, ours: MetadataValue, theirs: Any) -> Int? {
    all.firstIndex { $0.group == group && ($0.names.isEmpty || $0.names.contains(name)) && $0.applies(ours, theirs) }
  }
}
