import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// Compares MetaLens with the ExifTool oracle on every well-formed file of the
/// shared corpus, format by format and field by field.
@Suite("Conformance with ExifTool on the corpus", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct ExifToolConformanceTests {
  /// The fields every format is compared on where its oracle has them.
  static let commonFields = [
    "IFD0:Make", "IFD0:Model", "IFD0:Software", "IFD0:ModifyDate", "IFD0:Orientation",
    "ExifIFD:DateTimeOriginal", "ExifIFD:CreateDate", "ExifIFD:OffsetTimeOriginal", "ExifIFD:ExposureTime",
    "ExifIFD:FNumber", "ExifIFD:ISO", "ExifIFD:FocalLength", "ExifIFD:LensModel", "ExifIFD:ExifImageWidth",
    "ExifIFD:ExifImageHeight", "GPS:GPSLatitude", "GPS:GPSLongitude", "GPS:GPSLatitudeRef", "GPS:GPSLongitudeRef",
    "IFD1:ThumbnailLength", "XMP-xmp:CreatorTool", "XMP-iptcExt:DigitalSourceType", "XMP-xmpMM:DocumentID",
  ]
  /// Agreement required per field, where the oracle has the field.
  static let goal = 0.995

  struct Tally {
    var oracle = 0
    var agree = 0
    var missing = 0
    var differ = 0
    var invented = 0
    var excused = 0
    var examples: [String] = []
  }

  @Test("every field agrees on ≥ 99.5% of files, and none is invented", arguments: ConformanceProfile.all)
  func conformance(_ profile: ConformanceProfile) throws {
    let entries = try Corpus.entries().filter { profile.formats.contains($0.format) && !$0.isMalformed }
    #expect(entries.count >= profile.minimumFiles)
    let fields = Self.commonFields + profile.fields
    var tallies = Dictionary(uniqueKeysWithValues: fields.map { ($0, Tally()) })
    var unreadable: [String] = []
    var excusedBy = [Int](repeating: 0, count: ConformanceAllowance.all.count)
    for entry in entries {
      let oracle = try Corpus.exiftool(entry)
      let metadata: PhotoMetadata
      do {
        metadata = try PhotoMetadataService().read(path: Corpus.filePath(entry))
      } catch {
        unreadable.append("\(entry.path): \(error)")
        continue
      }
      for field in fields {
        let (group, name) = Self.split(field)
        let ours = metadata.value(group, name)
        let theirs = oracle[field]
        var tally = tallies[field, default: Tally()]
        switch (ours, theirs) {
        case (nil, nil):
          break
        case (let ours?, nil):
          if let index = ConformanceAllowance.all.firstIndex(where: {
            $0.groups.contains(group) && $0.applies(entry.path, oracle)
          }) {
            tally.excused += 1
            excusedBy[index] += 1
          } else {
            tally.invented += 1
            tally.examples.append("\(entry.path): invented \(ours)")
          }
        case (nil, let theirs?):
          tally.oracle += 1
          tally.missing += 1
          tally.examples.append("\(entry.path): missing, ExifTool has \(theirs)")
        case (let ours?, let theirs?):
          tally.oracle += 1
          if OracleComparison.agrees(ours, theirs) {
            tally.agree += 1
          } else {
            tally.differ += 1
            tally.examples.append("\(entry.path): \(ours) vs ExifTool \(theirs)")
          }
        }
        tallies[field] = tally
      }
    }
    print(Self.table(tallies, fields: fields, profile: profile, files: entries.count, excusedBy: excusedBy))
    #expect(unreadable.isEmpty, "well-formed corpus \(profile.name) files that could not be read: \(unreadable)")
    for field in fields {
      let tally = tallies[field, default: Tally()]
      let rate = tally.oracle == 0 ? 1 : Double(tally.agree) / Double(tally.oracle)
      #expect(rate >= Self.goal, "\(field): \(tally.agree)/\(tally.oracle) agree; \(tally.examples.prefix(5))")
      #expect(tally.invented == 0, "\(field): invented on \(tally.invented) files; \(tally.examples.prefix(5))")
    }
  }

  static func split(_ field: String) -> (String, String) {
    let parts = field.split(separator: ":", maxSplits: 1)
    return (String(parts[0]), String(parts[1]))
  }

  static func table(
    _ tallies: [String: Tally], fields: [String], profile: ConformanceProfile, files: Int, excusedBy: [Int]
  ) -> String {
    var lines = [
      "ExifTool conformance over \(files) well-formed corpus \(profile.name) files (goal ≥ 99.5% per field, 0 invented)"
    ]
    lines.append(
      "field".padding(toLength: 32, withPad: " ", startingAt: 0)
        + "  oracle   agree   rate    missing differ invented excused")
    for field in fields {
      let tally = tallies[field, default: Tally()]
      let rate = tally.oracle == 0 ? 100 : 100 * Double(tally.agree) / Double(tally.oracle)
      let columns = [tally.oracle, tally.agree].map { String($0).leftPadded(7) }
      lines.append(
        field.padding(toLength: 32, withPad: " ", startingAt: 0) + "  " + columns.joined(separator: " ")
          + String(format: "  %6.2f%%", rate)
          + [tally.missing, tally.differ, tally.invented, tally.excused].map { String($0).leftPadded(8) }.joined())
    }
    for (allowance, count) in zip(ConformanceAllowance.all, excusedBy) {
      if count > 0 { lines.append("allow-list (\(count) fields): \(allowance.reason)") }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
