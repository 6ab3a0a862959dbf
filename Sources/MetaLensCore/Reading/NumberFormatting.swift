#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Number formatting that matches ExifTool's and never depends on the locale.
///
/// ExifTool rounds rationals to 10 significant digits and computed values
/// (APEX conversions, GPS degrees) to 15, the precision of Perl's default
/// number printing.
enum NumberFormatting {
  /// Significant digits ExifTool keeps for a rational.
  static let rationalDigits = 10
  /// Significant digits ExifTool keeps for a computed value.
  static let computedDigits = 15

  /// `value` printed with `printf("%.*g")` in the C locale.
  static func text(_ value: Double, significantDigits digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "undef" : (value < 0 ? "-inf" : "inf") }
    var buffer = [CChar](repeating: 0, count: 40)
    let written = withVaList([Int32(digits), value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { pointer in
        vsnprintf(pointer.baseAddress, pointer.count, "%.*g", arguments)
      }
    }
    guard written > 0 else { return "\(value)" }
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `value` with exactly `decimals` decimals, `printf("%.*f")` in the C
  /// locale.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return text(value, significantDigits: 1) }
    var buffer = [CChar](repeating: 0, count: 64)
    let written = withVaList([Int32(decimals), value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { pointer in
        vsnprintf(pointer.baseAddress, pointer.count, "%.*f", arguments)
      }
    }
    guard written > 0, Int(written) < buffer.count else { return "\(value)" }
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `value` in decimal with leading zeros to `width` digits (`7` → `07`).
  static func zeroPadded(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// `value` in lower-case hexadecimal with leading zeros to `width` digits.
  static func hex(_ value: some BinaryInteger, width: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// `value` rounded to `digits` significant digits.
  static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
    guard value.isFinite, value != 0 else { return value }
    return Double(text(value, significantDigits: digits)) ?? value
  }
}
