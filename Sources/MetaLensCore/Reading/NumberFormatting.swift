private import CLibcShim

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
    // Whole numbers that fit in `digits` digits print as themselves; most
    // values are, and this skips the C call.
    if value.rounded() == value, abs(value) < 1e15, abs(value) < Self.powerOfTen(digits),
      value != 0 || value.sign == .plus
    {
      return String(Int64(value))
    }
    return printed(value, fixed: false, precision: digits)
  }

  private static func powerOfTen(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, min(exponent, 22)) { result *= 10 }
    return result
  }

  /// `printf("%.*g")`, or `"%.*f"` when `fixed`, in the C locale, through a
  /// stack buffer (the C shim spares Swift's CVarArg boxing).
  private static func printed(_ value: Double, fixed: Bool, precision: Int) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      let written = metalens_print_double(buffer.baseAddress, buffer.count, fixed ? 1 : 0, Int32(precision), value)
      guard written > 0, Int(written) < buffer.count else { return "\(value)" }
      return UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(written)).withMemoryRebound(to: UInt8.self) {
        String(decoding: $0, as: UTF8.self)
      }
    }
  }

  /// `value` with exactly `decimals` decimals, `printf("%.*f")` in the C
  /// locale.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return text(value, significantDigits: 1) }
    return printed(value, fixed: true, precision: decimals)
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
