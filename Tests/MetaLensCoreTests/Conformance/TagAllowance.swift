import Foundation
import MetaLensCore

/// Values, or tags, where the bytes show ExifTool 12.57 is wrong, for the
/// every-tag conformance run: each entry says why, and the table counts
/// what it excuses, so an entry that stops matching shows up.
struct TagAllowance: Sendable {
  let reason: String
  let group: String
  /// The tags it covers; empty for every tag of the group.
  let names: Set<String>
  /// Whether the entry covers this disagreement (by MetaLens's value and
  /// the oracle's).
  let applies: @Sendable (_ ours: MetadataValue, _ theirs: Any) -> Bool
  /// For an entry that covers a tag metalens does not report: whether it
  /// covers this file's (by its corpus path, ExifTool's record and the
  /// file's size); nil for an entry about values.
  var excusesMissing: (@Sendable (_ path: String, _ oracle: [String: Any], _ fileSize: Int64) -> Bool)? = nil

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
    TagAllowance(
      reason: """
        ExifTool lists SubIFD1's OtherImage in Exiv2's IMG_1361.dng from its pointer alone: the file is cut \
        short at 64,104 bytes and the 146,585 bytes at offset 5,428,540 are not in it; metalens reports \
        OtherImageStart and OtherImageLength, lists no image the file lacks, and says so in a reading notice
        """,
      group: "SubIFD1", names: ["OtherImage"], applies: { _, _ in false },
      excusesMissing: { path, oracle, size in
        guard path.hasSuffix("Exiv2-exiv2/test/data/IMG_1361.dng"),
          let start = oracle["SubIFD1:OtherImageStart"] as? Int, let length = oracle["SubIFD1:OtherImageLength"] as? Int
        else { return false }
        return Int64(start) + Int64(length) > size
      }),
  ]

  /// The entry excusing `group:name`'s disagreement, if any.
  static func index(group: String, name: String, ours: MetadataValue, theirs: Any) -> Int? {
    all.firstIndex {
      $0.excusesMissing == nil && $0.group == group && ($0.names.isEmpty || $0.names.contains(name))
        && $0.applies(ours, theirs)
    }
  }

  /// The entry excusing the absence of `group:name` from metalens's tags, if any.
  static func missingIndex(group: String, name: String, path: String, oracle: [String: Any], fileSize: Int64) -> Int? {
    all.firstIndex {
      guard let excuses = $0.excusesMissing, $0.group == group, $0.names.isEmpty || $0.names.contains(name) else {
        return false
      }
      return excuses(path, oracle, fileSize)
    }
  }
}
