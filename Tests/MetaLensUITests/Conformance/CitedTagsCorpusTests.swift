import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// Evidence that names a tag cites one the file has: `metalens tags` lists
/// it in the group the evidence names, in its text view (XMP structures
/// flattened, `HistorySoftwareAgent`) or under `--struct` (`History`); the
/// image size is ExifTool's Composite ImageSize, with ExifTool's value.
/// Issue 36: "Dates agree" named ModifyDate on a file without one; a DNG's MakerNote was cited as ExifIFD MakerNote where the
/// file keeps it in IFD0 DNGPrivateData; the editing history's agents were
/// cited as `History/SoftwareAgent`, a name neither `tags` nor ExifTool
/// shows.
@Suite("Cited tags are in the file", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct CitedTagsCorpusTests {
  /// Evidence sources that are no group of `tags`: what metalens read
  /// beyond the tags (the JPEG structure, the image data, the C2PA
  /// manifest).
  static let otherSources: Set<String> = ["JPEG", "HEIF", "C2PA"]

  @Test("every cited tag is one `tags` lists for the corpus file, in that group")
  func citedTagsExist() throws {
    let entries = try Corpus.entries().filter { !$0.isMalformed }
    var cited = 0
    var missing: [String] = []
    var unknown = Set<String>()
    var composite = 0
    for entry in entries {
      guard let metadata = try? PhotoMetadataService(options: .allTags).read(path: Corpus.filePath(entry)) else {
        continue
      }
      let listed = StructureFlattening.flatten(metadata.tags.tags) + metadata.tags.tags
      let names = Set(listed.map { "\($0.group):\($0.name)" })
      let groups = Set(listed.map(\.group))
      // ExifTool's record for the file, read once if a Composite tag is cited.
      var oracle: [String: Any]?
      // A reading notice cited by its code is checked by the notices' tests.
      for item in OriginalityScorer().score(metadata).flags.flatMap(\.evidence)
      where ReadingNotice.Code(rawValue: item.tag) == nil {
        // ExifTool's Composite ImageSize, which `exiftool -ImageSize`
        // prints as the evidence gives it (`-n`: a space for the x).
        if item.source == "Composite" {
          oracle = try oracle ?? Corpus.exiftool(entry)
          let theirs = oracle?["Composite:" + item.tag] as? String
          #expect(theirs == item.value.replacingOccurrences(of: "x", with: " "), "\(entry.path): \(item.tag)")
          composite += 1
          continue
        }
        guard groups.contains(item.source) else {
          if !Self.otherSources.contains(item.source) { unknown.insert(item.source) }
          continue
        }
        cited += 1
        if !names.contains("\(item.source):\(item.tag)") { missing.append("\(entry.path): \(item.source):\(item.tag)") }
      }
    }
    // Measured: 3,098 cited tags on the corpus.
    #expect(cited > 3000)
    #expect(missing.isEmpty, "cited but not in the file: \(missing.prefix(10))")
    #expect(composite > 100, "Composite ImageSize cited \(composite) times")
    #expect(unknown.isEmpty, "cited from a group the file does not list: \(unknown.sorted())")
  }
}
