import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// Every tag ExifTool reads in the groups MetaLens claims, on every
/// well-formed corpus file of a format MetaLens reads (issue 17): per group,
/// how many of the oracle's tags MetaLens reports with the same group and
/// name (found), and how many of those have the same value (agree, by
/// `OracleComparison.agreesAsTag`).
///
/// The goal is ≥ 99% found and ≥ 99% agreeing, overall and in every group
/// with at least 20 tags. Until every group gets there, the test is a ratchet:
/// no group may fall below the figures measured when it last improved
/// (`TagConformanceFloors`), so a change can only keep or raise them.
@Suite("Every tag ExifTool reads, group by group", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct TagConformanceTests {
  @Test("no group finds or agrees on fewer tags than its floor")
  func everyTag() throws {
    let formats = ConformanceProfile.all.reduce(into: Set<String>()) { $0.formUnion($1.formats) }
    let entries = try Corpus.entries().filter { formats.contains($0.format) && !$0.isMalformed }
    #expect(entries.count >= 700)
    var tallies: [String: TagTally] = [:]
    var unreadable: [String] = []
    var excusedBy = [Int](repeating: 0, count: TagAllowance.all.count)
    for entry in entries {
      let oracle = try Corpus.exiftool(entry)
      let metadata: PhotoMetadata
      do {
        metadata = try PhotoMetadataService(options: .allTags).read(path: Corpus.filePath(entry))
      } catch {
        unreadable.append("\(entry.path): \(error)")
        continue
      }
      // ExifTool's JSON keeps one of the tags a group holds twice (two
      // PrintStyle resources, say), by priority rules metalens does not
      // model: compare with whichever of ours agrees.
      let values = metadata.tags.tags.reduce(into: [String: [MetadataValue]]()) {
        $0[$1.group + ":" + $1.name, default: []].append($1.value)
      }
      for (key, theirs) in oracle {
        let parts = key.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, TagTally.isClaimed(parts[0]) else { continue }
        let candidates = values[key] ?? []
        let ours = candidates.first { OracleComparison.agreesAsTag($0, theirs) } ?? candidates.first
        tallies[parts[0], default: TagTally()].count(
          ours: ours, theirs: theirs, example: "\(entry.path) \(key)"
        ) { ours in
          let index =
            if let ours {
              TagAllowance.index(group: parts[0], name: parts[1], ours: ours, theirs: theirs)
            } else {
              TagAllowance.missingIndex(
                group: parts[0], name: parts[1], path: entry.path, oracle: oracle, fileSize: metadata.file.size)
            }
          guard let index else { return false }
          excusedBy[index] += 1
          return true
        }
      }
    }
    print(TagTally.table(tallies, files: entries.count))
    for (allowance, count) in zip(TagAllowance.all, excusedBy) where count > 0 {
      print("allow-list (\(count) \(allowance.excusesMissing == nil ? "values" : "tags")): \(allowance.reason)")
    }
    #expect(unreadable.isEmpty, "well-formed corpus files that could not be read: \(unreadable.prefix(10))")
    let overall = tallies.values.reduce(into: TagTally()) { $0.add($1) }
    #expect(overall.foundRate >= TagConformanceFloors.overall.found, "overall found \(overall.foundRate)")
    #expect(overall.agreeRate >= TagConformanceFloors.overall.agree, "overall agree \(overall.agreeRate)")
    for (group, tally) in tallies.sorted(by: { $0.key < $1.key }) where tally.oracle >= TagTally.minimumTags {
      let floor = TagConformanceFloors.groups[group] ?? TagConformanceFloors.overall
      #expect(
        tally.foundRate >= floor.found,
        "\(group): \(tally.found)/\(tally.oracle) found; missing \(tally.missingExamples.prefix(5))")
      #expect(
        tally.agreeRate >= floor.agree,
        "\(group): \(tally.agree)/\(tally.found) agree; \(tally.differExamples.prefix(5))")
    }
  }
}
