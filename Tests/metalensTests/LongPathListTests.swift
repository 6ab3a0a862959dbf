import Foundation
import MetaLensTestSupport
import Testing

/// A long list of paths (a shell glob over a big folder) is taken out of the
/// command line before ArgumentParser parses it; these runs prove the options
/// around it keep their values and every path is read, in order.
@Suite("Long path lists: options keep their values, every path is read")
struct LongPathListTests {
  static let sample = "Fixtures/camera-original.jpg"
  static let many = Array(repeating: sample, count: 100)

  /// A valid value for each `inspect` option that takes one.
  static let sampleValues = [
    "ext": "jpg", "jobs": "2", "fail-under": "0", "color": "never", "lang": "ko", "files-from": "/dev/null",
    "fields": "path,verdict,sha256", "resume": "/dev/null",
    "trust-anchors": Corpus.c2paTestAnchors?.path ?? "../shared/reference/c2pa/c2pa-rs-test-anchors.pem",
    "trust-list": "../shared/reference/c2pa/C2PA-TRUST-LIST.json",
    "case": "2026-17", "examiner": "Kim Minsu", "note": "seized", "output": "/dev/stdout",
  ]

  static func rows(_ result: CommandRunner.Result) -> [Substring] {
    result.standardOutput.split(separator: "\n").dropFirst().map { $0 }
  }

  @Test("every option that takes a value, as ArgumentParser lists them, keeps it before a long list")
  func everyValueOption() throws {
    let help = try CommandRunner.run(["inspect", "--experimental-dump-help"])
    let tool = try #require(try JSONSerialization.jsonObject(with: Data(help.standardOutput.utf8)) as? [String: Any])
    let arguments = try #require((tool["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
    let options = arguments.filter { $0["kind"] as? String == "option" }
    #expect(options.count == Self.sampleValues.count)
    for option in options {
      let name = try #require((option["names"] as? [[String: Any]])?.first?["name"] as? String)
      // A new option that takes a value belongs in LongPathList.valueOptions and here.
      let value = try #require(Self.sampleValues[name], "no sample value for --\(name)")
      if name.hasPrefix("trust-"), !FileManager.default.fileExists(atPath: value), !Corpus.isRequired { continue }
      // --resume needs --hash, and prints no CSV header: its output is appended.
      let hash = name == "resume" ? ["--hash"] : []
      // The case details go into a document (CSV has no place for them): one NDJSON line a file.
      let document = ["case", "examiner", "note"].contains(name)
      let result = try CommandRunner.run(
        ["inspect", document ? "--ndjson" : "--csv"] + hash + ["--\(name)", value] + Self.many)
      #expect(result.status == 0, "--\(name) \(value): \(result.standardError)")
      let rows = document ? result.standardOutput.split(separator: "\n").count : Self.rows(result).count
      #expect(rows == (name == "resume" ? 99 : 100), "--\(name) \(value)")
    }
  }

  @Test(
    "short options, groups, = values, the default subcommand and options after the paths",
    arguments: [
      ["inspect", "--csv", "-j", "1"] + many,
      ["inspect", "-rj", "2", "--csv"] + many,
      ["--csv", "--jobs=2"] + many + ["--ext", "jpg"],
      ["inspect"] + many + ["--csv", "-j", "2", "--fail-under", "0"],
    ])
  func layouts(_ arguments: [String]) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.rows(result).count == 100)
    #expect(Self.rows(result).allSatisfy { $0.hasPrefix(Self.sample + ",") })
  }

  @Test("after --, a path that starts with a dash is a path, in its place in the output")
  func terminator() throws {
    let result = try CommandRunner.run(["inspect", "--csv"] + Self.many + ["--", "-missing.jpg", Self.sample])
    #expect(result.status == 1)
    let rows = Self.rows(result)
    #expect(rows.count == 102)
    #expect(rows[100].contains("-missing.jpg") && rows[100].hasSuffix("not_found,,,,"))
    #expect(rows[101].hasPrefix(Self.sample + ","))
  }

  @Test("a value that is not valid is still a usage error")
  func invalidValue() throws {
    let result = try CommandRunner.run(["inspect", "--fail-under", "101"] + Self.many)
    #expect(result.status == 2)
    #expect(result.standardError.contains("--fail-under takes a score from 0 to 100"))
  }
}
