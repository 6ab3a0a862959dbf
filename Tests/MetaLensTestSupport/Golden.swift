import Foundation
import Testing

/// Compares output with a golden file kept beside the tests.
///
/// Set `METALENS_RECORD_GOLDENS=1` to rewrite the goldens after an intended
/// change. A missing golden is written and the test fails, so a new
/// baseline is never accepted silently.
public enum Golden {
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["METALENS_RECORD_GOLDENS"].map { !$0.isEmpty && $0 != "0" } ?? false
  }

  public static func check(
    _ actual: String, named name: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if isRecording || expected == nil {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
      } catch {
        Issue.record("could not write golden \(name): \(error)", sourceLocation: sourceLocation)
      }
      if expected == nil {
        Issue.record(
          "golden \(name) was missing and has been recorded; check it and run again", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected, expected != actual else { return }
    Issue.record("output differs from golden \(name):\n\(diff(expected, actual))", sourceLocation: sourceLocation)
  }

  /// The first differing lines, expected then actual.
  static func diff(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(left.count, right.count) where lines.count < 12 {
      let a = index < left.count ? String(left[index]) : "<none>"
      let b = index < right.count ? String(right[index]) : "<none>"
      if a != b { lines += ["line \(index + 1):", "- \(a)", "+ \(b)"] }
    }
    return lines.joined(separator: "\n")
  }
}
