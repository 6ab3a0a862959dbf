/// When ExifTool keeps a value of Canon's binary sub-directories: the
/// `RawConv` expressions of Canon.pm that return `undef` (the tag is then
/// not there at all), matched on their text by the table generator.
enum CanonRawConversion: Sendable, Hashable {
  /// No RawConv, or one that only stores the value (`$$self{FocalUnits} = $val`).
  case always
  /// `$val==-1 ? undef : $val`, `$val == 0x7fff ? undef : $val`.
  case notEqual(Int64)
  /// `$val ? $val : undef`, `$val==0 ? undef : $val`.
  case nonZero
  /// `$val > 0 ? $val : undef`.
  case positive
  /// `$val >= 0 ? $val : undef`.
  case nonNegative

  func keeps(_ value: Int64) -> Bool {
    switch self {
    case .always: true
    case .notEqual(let dropped): value != dropped
    case .nonZero: value != 0
    case .positive: value > 0
    case .nonNegative: value >= 0
    }
  }
}
