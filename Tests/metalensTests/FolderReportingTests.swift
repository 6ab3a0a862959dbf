import Foundation
import MetaLensTestSupport
import Testing

@Suite("Files in folders: nothing named like an image is skipped silently")
struct FolderReportingTests {
  /// An upload folder: a good photo, three `.jpg` files that are not images
  /// (text, empty, cut after two bytes) and a README.
  static func uploads() throws -> URL {
    let folder = try TemporaryFiles.folder()
    let photo = try SampleFixtures.cameraOriginal.bytes()
    try Data(photo).write(to: folder.appendingPathComponent("a-good.jpg"))
    try Data("not an image\n".utf8).write(to: folder.appendingPathComponent("b-text.jpg"))
    try Data().write(to: folder.appendingPathComponent("c-empty.JPG"))
    try Data(photo.prefix(2)).write(to: folder.appendingPathComponent("d-cut.jpeg"))
    try Data("read me\n".utf8).write(to: folder.appendingPathComponent("README.txt"))
    return folder
  }

  @Test(
    "a broken .jpg in a folder is an error row in every format, exit 1", arguments: ["--csv", "--ndjson", "--table"])
  func brokenImagesAreErrors(format: String) throws {
    let folder = try Self.uploads()
    let result = try CommandRunner.run(["inspect"] + (format == "--table" ? [] : [format]) + [folder.path])
    #expect(result.status == 1)
    for name in ["b-text.jpg", "c-empty.JPG", "d-cut.jpeg"] {
      #expect(result.standardOutput.contains(name), "\(name) has no row")
      #expect(result.standardError.contains("\(name): "), "\(name) is not on stderr")
    }
    #expect(!result.standardOutput.contains("README.txt"))
  }

  @Test("the summary counts the README as skipped and the broken files as unreadable")
  func summary() throws {
    let result = try CommandRunner.run(["inspect", try Self.uploads().path], environment: ["COLUMNS": "100"])
    #expect(result.standardOutput.contains("1 file inspected: 1 likely original; 3 could not be read; 1 skipped"))
  }

  @Test("--fail-under does not hide them: exit 1, not 3")
  func failUnder() throws {
    let result = try CommandRunner.run(["inspect", "--fail-under", "100", "--csv", try Self.uploads().path])
    #expect(result.status == 1)
  }
}
