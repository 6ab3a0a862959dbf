import ArgumentParser
import MetaLensCore
import MetaLensUI

/// `metalens inspect`: the report for each file.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Report what a photo's metadata says about its origin.")

  @Flag(name: .long, help: "Print the report as versioned JSON (an array for several files).")
  var json = false

  @Argument(help: "Image files to inspect.")
  var files: [String]

  mutating func run() throws {
    var failed = false
    var documents: [InspectDocument] = []
    for path in files {
      do {
        let metadata = try PhotoMetadataService().read(path: path)
        if json {
          documents.append(InspectDocument(metadata: metadata, report: OriginalityScorer().score(metadata)))
        } else {
          Output.print(TagTable(tags: metadata.tags.tags).render())
        }
      } catch {
        failed = true
        Output.report(error)
      }
    }
    if json {
      if files.count == 1, let document = documents.first {
        Output.print(try JSONOutput.encode(document))
      } else if files.count > 1 {
        Output.print(try JSONOutput.encode(documents))
      }
    }
    if failed { throw ExitCode(ExitStatus.unreadable) }
  }
}
