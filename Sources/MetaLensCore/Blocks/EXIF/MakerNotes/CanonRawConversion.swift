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
  /// `$val < 40 ? undef : $val` (FocalPlaneXSize: below it, no real size).
  case atLeast(Int64)
  /// A zero kept only for the models `pattern` matches, and with `above`
  /// nothing at or below it: TargetExposureTime's `($val > -1000 and ($val
  /// or $$self{Model}=~/(EOS|PowerShot|IXUS|IXY)/))`, FlashOutput's.
  case nonZeroOrModel(String, above: Int64?)

  /// Whether ExifTool keeps `value` read from a camera named `model`.
  func keeps(_ value: Int64, model: String?) -> Bool {
    switch self {
    case .always: true
    case .notEqual(let dropped): value != dropped
    case .nonZero: value != 0
    case .positive: value > 0
    case .nonNegative: value >= 0
    case .atLeast(let least): value >= least
    case .nonZeroOrModel(let pattern, let above):
      value > (above ?? .min)
        && (value != 0 || CanonModelCondition(anyOf: [[.init(pattern, true)]]).holds(for: model))
    }
  }
}
