import Foundation
import MetaLensCore

/// How a MetaLens value is compared with ExifTool's JSON value.
enum OracleComparison {
  static func agrees(_ ours: MetadataValue, _ theirs: Any) -> Bool {
    switch (ours, theirs) {
    case (_, let number as NSNumber) where ours.number != nil:
      return close(ours.number ?? .nan, number.doubleValue)
    case (.text(let text), let number as NSNumber):
      // ExifTool's JSON prints text that looks numeric as a number ("1.10" → 1.1).
      return Double(text).map { close($0, number.doubleValue) } ?? false
    case (_, let string as String) where ours.number != nil:
      // ExifTool quotes numbers with many digits.
      return Double(string).map { close(ours.number ?? .nan, $0) } ?? false
    case (.text(let text), let string as String):
      return text == string || sameButUndecodable(text, string)
    default:
      return false
    }
  }

  private static func close(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  /// ExifTool prints a byte that is not valid UTF-8 as "?"; metalens decodes
  /// such text as Latin-1. The rest of the text must match.
  private static func sameButUndecodable(_ ours: String, _ theirs: String) -> Bool {
    guard theirs.contains("?"), ours.count == theirs.count else { return false }
    return zip(ours, theirs).allSatisfy { $0 == $1 || ($1 == "?" && !$0.isASCII) }
  }
}
