import Foundation
import MetaLensCore

/// Where metalens writes: reports to stdout, errors to stderr.
enum Output {
  static func print(_ text: String) {
    Swift.print(text)
  }

  static func error(_ text: String) {
    var standardError = StandardError()
    Swift.print(text, to: &standardError)
  }

  /// One line naming the file and the reason, then a hint when there is one.
  static func report(_ failure: MetaLensError) {
    let line = "metalens: \(failure.path): \(failure.reason)"
    error(failure.hint.map { line + " (\($0))" } ?? line)
  }

  private struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
      FileHandle.standardError.write(Data(string.utf8))
    }
  }
}
