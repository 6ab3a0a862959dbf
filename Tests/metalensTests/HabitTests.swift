import Foundation
import MetaLensTestSupport
import Testing

@Suite("Typos and habits from other tools")
struct HabitTests {
  @Test(
    "a missing path one slip from a subcommand: did you mean it?",
    arguments: [("gudie", "guide"), ("tgas", "tags"), ("inspec", "inspect")])
  func didYouMean(typed: String, meant: String) throws {
    let result = try CommandRunner.run([typed])
    #expect(result.status == 1)
    #expect(result.standardError == "metalens: \(typed): no such file (did you mean `metalens \(meant)`?)\n")
  }

  @Test("a missing path far from any subcommand keeps the usual hint")
  func noSuggestion() throws {
    let result = try CommandRunner.run(["holiday.jpg"])
    #expect(result.standardError.contains("check the path and its spelling"))
  }

  @Test("-j4 and -rj2 are -j 4 and -r -j 2", arguments: [["-j4"], ["-rj2"], ["-j", "3"]])
  func gluedJobs(options: [String]) throws {
    let result = try CommandRunner.run(options + ["--csv", "Fixtures"])
    #expect(result.status == 0)
    #expect(CSVReader.rows(result.standardOutput).count == 1 + SampleFixtures.all.count)
  }

  @Test("a path starting with a dash: told to use --, exit 2; with -- it is read")
  func dashPath() throws {
    let folder = try TemporaryFiles.folder()
    try Data(try SampleFixtures.cameraOriginal.bytes()).write(to: folder.appendingPathComponent("-dash.jpg"))
    let refused = try CommandRunner.run(["-dash.jpg"], directory: folder)
    #expect(refused.status == 2)
    #expect(refused.standardOutput.isEmpty)
    #expect(refused.standardError.contains("metalens -- -dash.jpg"))
    let read = try CommandRunner.run(["--csv", "--", "-dash.jpg"], directory: folder)
    #expect(read.status == 0)
    // The CSV guards the path against formulas: a leading - gets a '.
    #expect(read.standardOutput.contains("\n'-dash.jpg,JPEG,"))
  }

  @Test(
    "a negative value is out of range, not missing",
    arguments: [["--fail-under", "-5"], ["--jobs", "-1"], ["-j", "-1"]])
  func negativeValue(options: [String]) throws {
    let result = try CommandRunner.run(options + ["Fixtures"])
    #expect(result.status == 2)
    #expect(!result.standardError.contains("Missing value"))
    #expect(result.standardError.contains("takes a"))
  }

  @Test("--ext repeated adds up: --ext jpg --ext png reads both")
  func repeatedExt() throws {
    let folder = try TemporaryFiles.folder()
    let photo = try SampleFixtures.cameraOriginal.bytes()
    for name in ["a.jpg", "b.png", "c.tif"] { try Data(photo).write(to: folder.appendingPathComponent(name)) }
    let result = try CommandRunner.run(["--ndjson", "--ext", "jpg", "--ext", "png", folder.path])
    let names = BatchTests.paths(result.standardOutput).map { ($0 as NSString).lastPathComponent }
    #expect(names == ["a.jpg", "b.png"])
  }
}
