import Foundation
import MetaLensTestSupport
import Testing

@Suite("First contact: metalens alone, --help and usage errors")
struct HelpTests {
  @Test("metalens alone: what it answers, three commands to try, where to read more; exit 2 for scripts")
  func firstScreen() throws {
    let result = try CommandRunner.run([])
    #expect(result.status == 2)
    #expect(result.standardOutput.contains("tells whether a photo is an original"))
    for example in ["metalens photo.jpg", "metalens -r folder --csv > report.csv", "metalens guide", "metalens --help"]
    {
      #expect(result.standardOutput.contains(example), "\(example)")
    }
    #expect(!result.standardOutput.contains("Error"))
    #expect(!result.standardOutput.contains("OPTIONS:"))
  }

  @Test(
    "no help line is wider than 80 columns at COLUMNS=80",
    arguments: [["--help"], ["help", "inspect"], ["inspect", "--help"], ["help", "tags"], ["help", "guide"]])
  func helpFits(arguments: [String]) throws {
    let result = try CommandRunner.run(arguments, environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    for line in result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(line.count <= 80, "\(line.count) columns: \(line)")
    }
  }

  @Test("pre-wrapped help is not wrapped again: no list line falls back to column 0")
  func noRewrap() throws {
    let result = try CommandRunner.run(["help", "inspect"], environment: ["COLUMNS": "80"])
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for heading in ["EXAMPLES", "CSV COLUMNS", "EXIT STATUS"] {
      let start = try #require(lines.firstIndex(of: heading), "\(heading)")
      let section = lines[(start + 1)...].prefix { !$0.isEmpty }
      for line in section { #expect(line.hasPrefix("  "), "\(heading): \(line)") }
    }
  }

  @Test("the usage line shows that a path is enough, and is short on every usage error")
  func usageLine() throws {
    let help = try CommandRunner.run(["--help"])
    #expect(help.standardOutput.contains("USAGE: metalens [inspect] [<options>] <path> ..."))
    #expect(help.standardOutput.contains("EXAMPLES\n  metalens photo.jpg"))
    let error = try CommandRunner.run(["inspect", "--no-such-option", "x.jpg"])
    #expect(error.status == 2)
    let usage = try #require(error.standardError.split(separator: "\n").first { $0.hasPrefix("Usage:") })
    #expect(usage.count <= 80)
  }

  @Test(
    "value names say what the value is",
    arguments: ["--jobs <n>", "--fail-under <score>", "--ext <list>", "--color <when>", "<path>"])
  func valueNames(name: String) throws {
    #expect(try CommandRunner.run(["help", "inspect"]).standardOutput.contains(name))
  }
}
