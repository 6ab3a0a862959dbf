import ArgumentParser
import MetaLensCore
import MetaLensUI

/// `metalens tags`: every tag, grouped and named as `exiftool -G1 -a` shows
/// them.
struct TagsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tags",
    abstract: "List every metadata tag of a file, grouped like exiftool -G1 -a.",
    usage: "metalens tags [--json] [--lang <lang>] <file>")

  @Flag(name: .long, help: "Print the tags as JSON, in file order, duplicates included.")
  var json = false

  @Argument(help: "The image file.")
  var file: String

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Language of the messages: ko or en (default: from LC_ALL, LC_MESSAGES or LANG); tag names never change.",
      valueName: "lang"))
  var lang: Language?

  mutating func run() throws {
    let metadata: PhotoMetadata
    do {
      metadata = try PhotoMetadataService().read(path: file)
    } catch {
      Output.report(error, language: lang ?? Environment().language)
      throw ExitCode(ExitStatus.unreadable)
    }
    Output.print(
      json ? JSONOutput.encode(TagsDocument(metadata: metadata)) : TagTable(tags: metadata.tags.tags).render())
  }
}
