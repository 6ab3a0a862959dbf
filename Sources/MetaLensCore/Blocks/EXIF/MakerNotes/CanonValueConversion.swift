#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `exiftool -n` prints for a value of Canon's binary sub-directories:
/// the `ValueConv` expressions of Canon.pm that the table generator
/// recognises by their text. A tag with any other ValueConv is left out of
/// the tables rather than shown with another number.
enum CanonValueConversion: Sendable, Hashable {
  /// No ValueConv: the integer as stored.
  case none
  /// `$val / divisor + offset` (`$val / 10`, `$val / 32 + 5`, `$val / 8 - 6`).
  case linear(divisor: Int, offset: Int)
  /// `$val / ($$self{FocalUnits} || 1)`: focal lengths in the camera's units.
  case perMember(String)
  /// `Image::ExifTool::Canon::CanonEv($val)`: exposure steps.
  case canonEV
  /// `exp(CanonEv($val)*log(2)/2)`: an APEX aperture as an f-number.
  case aperture
  /// `exp(-CanonEv($val)*log(2))`: an APEX time in seconds.
  case exposureTime
  /// `exp($val/32*log(2))*100` (AutoISO) and its `/32` (BaseISO).
  case iso(divisor: Int)
  /// `$val * 25.4 / 1000`: thousandths of an inch in millimetres.
  case scaled(factor: Double, divisor: Int)
  /// `exp(-CanonEv($val)*log(2))*1000/32`: the 20D's and 350D's exposure time.
  case scaledExposureTime(times: Int, per: Int)
  /// Canon.pm `CameraISO($val)`: CameraSettings' ISO, a code of the old
  /// PowerShots (15: "Auto", 17: 100) or the ISO itself with bit 14 set.
  case cameraISO
  /// Canon.pm `SwapWords`: each 32-bit number with its 16-bit halves
  /// swapped (RawMeasuredRGGB's words are big-endian in little-endian data).
  case swapWords
  /// A rational64 read as its two int32s: numerator / denominator, as
  /// ExifTool's `GetRational64s` prints it (10 significant digits; over
  /// zero `inf`, or `undef` for 0/0).
  case rational

  /// The value ExifTool prints for `raws`, one number or an array's: an
  /// array as its numbers separated by spaces, as `-n` prints it.
  func apply(_ raws: [Int64], members: [String: Int64]) -> MetadataValue {
    if self == .rational, raws.count == 2 {
      if raws[1] == 0 { return .text(raws[0] == 0 ? "undef" : "inf") }
      return ExifValueDecoder.rational(Double(raws[0]), Double(raws[1]))
    }
    if raws.count == 1 { return apply(raws[0], members: members) }
    let numbers = self == .swapWords ? raws.map(Self.swappedWords) : raws
    return .text(numbers.map(String.init).joined(separator: " "))
  }

  /// The value ExifTool prints; `members` are the data members set so far.
  func apply(_ raw: Int64, members: [String: Int64]) -> MetadataValue {
    let value = Double(raw)
    let converted: Double
    switch self {
    case .none: return .integer(raw)
    case .cameraISO: return Self.cameraISO(raw)
    case .swapWords: return .integer(Self.swappedWords(raw))
    // (Only whole rationals are read.)
    case .rational: return .integer(raw)
    case .linear(let divisor, let offset): converted = value / Double(divisor) + Double(offset)
    case .perMember(let member):
      let units = members[member].flatMap { $0 == 0 ? nil : $0 } ?? 1
      converted = value / Double(units)
    case .canonEV: converted = Self.canonEV(raw)
    case .aperture: converted = exp(Self.canonEV(raw) * log(2) / 2)
    case .exposureTime: converted = exp(-Self.canonEV(raw) * log(2))
    case .iso(let divisor): converted = exp(value / 32 * log(2)) * 100 / Double(divisor)
    case .scaled(let factor, let divisor): converted = value * factor / Double(divisor)
    case .scaledExposureTime(let times, let per):
      converted = exp(-Self.canonEV(raw) * log(2)) * Double(times) / Double(per)
    }
    // Perl prints an overflow as Inf (AutoISO 32767 is 2^1024·100), and
    // a NaN as NaN.
    guard converted.isFinite else {
      return .text(converted.isNaN ? "NaN" : (converted < 0 ? "-Inf" : "Inf"))
    }
    // ExifTool prints the result as Perl prints a number (`%.15g`), so
    // exp(3·log 2) is 8, not 7.999999999999998, and a whole one as an integer.
    let printed = NumberFormatting.rounded(converted, significantDigits: NumberFormatting.computedDigits)
    if printed.rounded() == printed, abs(printed) < 1e15 { return .integer(Int64(printed)) }
    return .real(printed)
  }

  /// Canon.pm `CameraISO`: bit 14 set, the ISO in the low 14 bits; else
  /// a code of its lookup (generated), or "Unknown (code)". Perl's `&`
  /// reads a negative number as its 64-bit pattern, so -1 has bit 14 set.
  static func cameraISO(_ raw: Int64) -> MetadataValue {
    let bits = UInt64(bitPattern: raw)
    if bits & 0x4000 != 0 { return .integer(Int64(bits & 0x3FFF)) }
    return cameraISOCodes[raw] ?? .text("Unknown (\(raw))")
  }

  /// Canon.pm `SwapWords`: `(($_ >> 16) | ($_ << 16)) & 0xffffffff`.
  static func swappedWords(_ raw: Int64) -> Int64 {
    let bits = UInt64(bitPattern: raw)
    return Int64(((bits >> 16) | (bits << 16)) & 0xFFFF_FFFF)
  }

  /// Canon's EV codes: steps of 0x20, with 0x0C and 0x14 meaning a third and
  /// two thirds (Canon.pm `CanonEv`).
  static func canonEV(_ raw: Int64) -> Double {
    let sign: Double = raw < 0 ? -1 : 1
    let magnitude = raw.magnitude
    let fraction = magnitude & 0x1F
    let whole = Double(magnitude - fraction)
    let step: Double =
      switch fraction {
      case 0x0C: 32.0 / 3
      case 0x14: 64.0 / 3
      default: Double(fraction)
      }
    return sign * (whole + step) / 32
  }
}
