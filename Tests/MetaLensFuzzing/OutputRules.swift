import Foundation
import MetaLensTestSupport
import MetaLensUI

/// The checks `PipelineCheck` applies to each output, each returning what
/// it found wrong.
enum OutputRules {
  /// Text for a terminal: no control characters but line breaks, no bidi
  /// overrides, and (with a width) no line wider than it.
  static func terminalText(_ text: String, width: Int?, _ what: String) -> [String] {
    var problems: [String] = []
    if let scalar = text.unicodeScalars.first(where: isUnsafe) {
      problems.append("\(what): raw U+\(String(scalar.value, radix: 16, uppercase: true)) reaches the terminal")
    }
    if let width {
      // The map link is whole on its own line, so it stays clickable.
      for line in text.split(separator: "\n") where TextLayout.width(of: String(line)) > width && !line.hasPrefix("Map https://") {
        problems.append("\(what): line wider than \(width): \(line)")
      }
    }
    return problems
  }

  static func json(_ text: String, _ what: String) -> [String] {
    guard (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil else {
      return ["\(what): not valid JSON"]
    }
    return []
  }

  static func csv(_ row: String) -> [String] {
    let rows = CSVReader.rows(row + "\n")
    guard rows.count == 1, rows[0].count == CSVFormat.columns.count else {
      return ["csv: \(rows.map(\.count)) fields instead of one row of \(CSVFormat.columns.count)"]
    }
    return []
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
