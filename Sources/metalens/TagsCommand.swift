import ArgumentParser
import MetaLensCore
import MetaLensUI

/// `metalens tags`: every tag, grouped and named as `exiftool -G1 -a` shows
/// them.
struct TagsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tags",
    abstract: "List every metadata tag of a file, grouped like exiftool -G1 -a.",
    usage: "metalens tags [--json] <file>")

  @Flag(name: .long, help: "Print the tags as JSON, in file order, duplicates included.")
  var json = false

  @Argument(help: "The image file.")
  var file: String

  mutating func run() throws {
    let metadata: PhotoMetadata
    do {
      metadata = try PhotoMetadataService(options: .allTags).read(path: file)
    } catch {
      Output.report(error)
      throw ExitCode(ExitStatus.unreadable)
    }
    Output.print(
      json ? JSONOutput.encode(TagsDocument(metadata: metadata)) : TagTable(tags: metadata.tags.tags).render())
  }
}
