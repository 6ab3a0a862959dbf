import MetaLensCore
import MetaLensTestSupport
import MetaLensUI
import Testing

/// Evidence that names a tag cites one the file has: `metalens tags` lists
/// it in the group the evidence names, in its text view (XMP structures
/// flattened, `HistorySoftwareAgent`) or under `--struct` (`History`). Issue 36: "Dates agree" named ModifyDate on a file
/// without one; a DNG's MakerNote was cited as ExifIFD MakerNote where the
/// file keeps it in IFD0 DNGPrivateData; the editing history's agents were
/// cited as `History/SoftwareAgent`, a name neither `tags` nor ExifTool
/// shows.
@Suite("Cited tags are in the file", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct CitedTagsCorpusTests {
  @Test("every cited tag is one `tags` lists for the corpus file, in that group")
  func citedTagsExist() throws {
    let entries = try Corpus.entries().filter { !$0.isMalformed }
    var cited = 0
    var missing: [String] = []
    for entry in entries {
      guard let metadata = try? PhotoMetadataService(options: .allTags).read(path: Corpus.filePath(entry)) else {
        continue
      }
      let listed = StructureFlattening.flatten(metadata.tags.tags) + metadata.tags.tags
      let names = Set(listed.map { "\($0.group):\($0.name)" })
      let groups = Set(listed.map(\.group))
      // Evidence from elsewhere (C2PA, Composite, the analyses) and a
      // reading notice cited by its code are checked by their own tests.
      for item in OriginalityScorer().score(metadata).flags.flatMap(\.evidence)
      where groups.contains(item.source) && ReadingNotice.Code(rawValue: item.tag) == nil {
        cited += 1
        if !names.contains("\(item.source):\(item.tag)") { missing.append("\(entry.path): \(item.source):\(item.tag)") }
      }
    }
    // Measured: 3,098 cited tags on the corpus.
    #expect(cited > 3000)
    #expect(missing.isEmpty, "cited but not in the file: \(missing.prefix(10))")
  }
}
