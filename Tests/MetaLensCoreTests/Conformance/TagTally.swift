import Foundation
import MetaLensCore

/// One group's count in the every-tag conformance run (`TagConformanceTests`).
struct TagTally {
  /// Groups with fewer oracle tags are printed but held to the overall floor
  /// only through the overall figure (issue 17's goal counts groups of ≥ 20).
  static let minimumTags = 20
  /// The family-1 groups MetaLens claims to read (issue 17).
  static let claimedGroups: Set<String> = [
    "IFD0", "IFD1", "ExifIFD", "GPS", "InteropIFD", "IPTC", "Photoshop", "ICC-header", "ICC_Profile", "ICC-view",
    "ICC-meas", "JFIF", "Adobe", "Ducky", "PNG", "RIFF", "GIF", "QuickTime",
  ]

  static func isClaimed(_ group: String) -> Bool {
    claimedGroups.contains(group) || group.hasPrefix("SubIFD") || group.hasPrefix("XMP-")
  }

  var oracle = 0
  var found = 0
  var agree = 0
  /// Disagreements where ExifTool is wrong (`TagAllowance`), counted as agreeing.
  var excused = 0
  var missingExamples: [String] = []
  var differExamples: [String] = []

  /// Tags metalens does not report where ExifTool is wrong to list them
  /// (`TagAllowance.excusesMissing`), counted as found.
  var excusedMissing = 0

  var foundRate: Double { oracle == 0 ? 1 : Double(found + excusedMissing) / Double(oracle) }
  /// Agreement among the tags found, as issue 17 defines it.
  var agreeRate: Double { found == 0 ? 1 : Double(agree + excused) / Double(found) }

  /// `excuse` is asked only for a disagreement, or with nil for a tag
  /// metalens lacks: whether ExifTool is known to be wrong there.
  mutating func count(ours: MetadataValue?, theirs: Any, example: String, excuse: (MetadataValue?) -> Bool) {
    oracle += 1
    guard let ours else {
      if excuse(nil) {
        excusedMissing += 1
      } else if missingExamples.count < 20 {
        missingExamples.append(example)
      }
      return
    }
    found += 1
    if OracleComparison.agreesAsTag(ours, theirs) {
      agree += 1
    } else if excuse(ours) {
      excused += 1
    } else if differExamples.count < 20 {
      differExamples.append("\(example): \(ours.plainText.prefix(60)) vs \(String(describing: theirs).prefix(60))")
    }
  }

  mutating func add(_ other: TagTally) {
    oracle += other.oracle
    found += other.found
    agree += other.agree
    excused += other.excused
    excusedMissing += other.excusedMissing
  }

  /// The per-group table, largest groups first; small XMP groups are summed
  /// in one line so that the table stays readable.
  static func table(_ tallies: [String: TagTally], files: Int) -> String {
    var lines = [
      "Every ExifTool tag in the claimed groups over \(files) well-formed corpus files "
        + "(goal ≥ 99% found and agreeing per group of ≥ \(minimumTags) tags)",
      "group                   oracle   found  found%   agree  agree%  excused",
    ]
    var small = TagTally()
    var overall = TagTally()
    for (group, tally) in tallies.sorted(by: { ($0.value.oracle, $1.key) > ($1.value.oracle, $0.key) }) {
      overall.add(tally)
      if tally.oracle < minimumTags {
        small.add(tally)
      } else {
        lines.append(row(group, tally))
      }
    }
    lines.append(row("(groups of < \(minimumTags))", small))
    lines.append(row("all", overall))
    return lines.joined(separator: "\n")
  }

  private static func row(_ name: String, _ tally: TagTally) -> String {
    name.padding(toLength: 22, withPad: " ", startingAt: 0)
      + String(
        format: " %7d %7d %6.1f%% %7d %6.1f%% %8d", tally.oracle, tally.found, 100 * tally.foundRate,
        tally.agree + tally.excused, 100 * tally.agreeRate, tally.excused + tally.excusedMissing)
  }
}
