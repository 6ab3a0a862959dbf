import ArgumentParser
import MetaLensCore
import MetaLensUI

/// `metalens tags`: every tag, grouped and named as `exiftool -G1 -a` shows
/// them, for one file or several, the way ExifTool users work: a header line
/// per file, `-g`/`-t` to pick groups and tags, readable values unless `-n`.
struct TagsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tags",
    abstract: "List every metadata tag of files, grouped like exiftool -G1 -a.",
    usage: "metalens tags [<options>] <file> ...",
    discussion: """
      Values are shown as people read them, as exiftool prints them where it can (ExposureTime "1/125", \
      FNumber "f/5.6" from libexif); -n shows the \
      numbers ExifTool's -n gives, which --json always uses. XMP structures are shown one tag per field \
      (HistoryAction, HistoryWhen), as exiftool shows them; --struct and --json keep them whole. Several files get a "======== path" line each, as \
      exiftool prints, and --json an array with one document per file (an error document for a file that cannot \
      be read).

      EXAMPLES
        metalens tags photo.jpg                 every tag
        metalens tags -g GPS -g XMP-xmp *.jpg   only these groups (XMP: every XMP group)
        metalens tags -t Make -t ExifIFD:ISO a.jpg
        metalens tags -n --json photo.jpg
      """)

  @Flag(name: .long, help: "Print the tags as JSON, in file order, duplicates included.")
  var json = false

  @Flag(name: [.customShort("n"), .long], help: "Show raw numbers, as exiftool -n does (JSON always does).")
  var numeric = false

  @Flag(name: .long, help: "Show long values whole instead of cutting them.")
  var full = false

  @Flag(name: .long, help: "Keep XMP structures whole (History) instead of one tag per field (HistoryAction).")
  var `struct` = false

  @Option(
    name: [.customShort("g"), .long],
    help: ArgumentHelp("Only tags of this group, e.g. GPS or XMP-xmp (repeatable, any case).", valueName: "name"))
  var group: [String] = []

  @Option(
    name: [.customShort("t"), .long],
    help: ArgumentHelp("Only this tag, e.g. Make or ExifIFD:ISO (repeatable, any case).", valueName: "name"))
  var tag: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Language of the messages: ko or en (default: from LC_ALL, LC_MESSAGES or LANG); tag names never change.",
      valueName: "lang"))
  var lang: Language?

  @Argument(help: ArgumentHelp("The image files.", valueName: "file"))
  var files: [String]

  mutating func run() throws {
    let filter = TagFilter(groups: group, tags: tag)
    let service = PhotoMetadataService(options: .allTags)
    var documents: [any JSONRepresentable] = []
    var failed = false
    for file in files {
      let metadata: PhotoMetadata
      do {
        metadata = try service.read(path: file)
      } catch {
        failed = true
        if json {
          documents.append(ErrorDocument(error))
        } else {
          Output.report(error, language: lang ?? Environment().language)
        }
        continue
      }
      if json {
        documents.append(TagsDocument(metadata: metadata, filter: filter))
        continue
      }
      if files.count > 1 { Output.print("======== " + TerminalSafe.escape(file)) }
      let tags = `struct` ? metadata.tags.tags : StructureFlattening.flatten(metadata.tags.tags)
      let table = TagTable(tags: filter.apply(tags), numeric: numeric, full: full).render()
      if !table.isEmpty { Output.print(table) }
    }
    if json { Output.print(files.count == 1 ? JSONOutput.encode(documents[0]) : JSONOutput.encode(documents)) }
    if failed { throw ExitCode(ExitStatus.unreadable) }
  }
}
