import MetaLensCore

/// How summary facts are written: fixed formats, C-locale numbers, no
/// dependence on the machine's time zone or language.
public enum SummaryText {
  /// `1/250 s · f/2.8 · ISO 100 · 35 mm (52 mm equiv.)`.
  public static func exposure(_ summary: PhotoSummary, catalogue: Catalogue = .english) -> String? {
    var parts: [String] = []
    if let time = summary.exposureTime, time > 0 {
      parts.append(time <= 0.5 ? "1/\(number(1 / time, digits: 3, maxDecimals: 0)) s" : "\(number(time, digits: 3)) s")
    }
    if let fNumber = summary.fNumber, fNumber > 0 { parts.append("f/" + number(fNumber, digits: 3, maxDecimals: 1)) }
    if let iso = summary.iso, iso > 0 { parts.append("ISO \(iso)") }
    if let focal = summary.focalLength, focal > 0 {
      var text = number(focal, digits: 4, maxDecimals: 1) + " mm"
      if let equivalent = summary.focalLengthIn35mm, equivalent > 0, Double(equivalent) != focal.rounded() {
        text += catalogue.text(ReportWords.equivalentFocalLength(millimetres: Int(equivalent)))
      }
      parts.append(text)
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// `2024-05-01 14:30:00.123 +02:00`, from the EXIF text as stored.
  public static func captured(_ date: ExifDateTime) -> String {
    var value = date.value
    if value.count >= 10, value.prefix(10).filter({ $0 == ":" }).count == 2 {
      let day = String(value.prefix(10).map { $0 == ":" ? "-" : $0 })
      value = day + value.dropFirst(10)
    }
    return value + (date.subSeconds.map { "." + $0 } ?? "") + (date.offset.map { " " + $0 } ?? "")
  }

  /// `4032 × 3024 (12.2 MP)`; no megapixels under 0.01, where they would
  /// read "(0 MP)".
  public static func dimensions(_ summary: PhotoSummary, times: String) -> String? {
    guard let width = summary.width, let height = summary.height else { return nil }
    let megapixels =
      summary.megapixels.map { number($0, digits: 3, maxDecimals: 2) }.map { $0 == "0" ? "" : " (\($0) MP)" } ?? ""
    return "\(width) \(times) \(height)\(megapixels)"
  }

  /// `-22.953428, -43.215772`: six decimals, about 10 cm.
  public static func coordinates(_ position: GPSPosition) -> String { position.coordinates }

  /// An OpenStreetMap link centred on the position.
  public static func mapURL(_ position: GPSPosition) -> String {
    let (latitude, longitude) = (position.latitudeText, position.longitudeText)
    return "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=16/\(latitude)/\(longitude)"
  }

  /// `17.1 KB`, `2.4 MB` (units of 1024 bytes).
  public static func size(_ bytes: Int64) -> String {
    let units = ["bytes", "KB", "MB", "GB", "TB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    return unit == 0 ? "\(bytes) bytes" : fixed(value, decimals: 1) + " " + units[unit]
  }

  /// A number with at most `digits` significant digits and `maxDecimals`
  /// decimals, without trailing zeros.
  static func number(_ value: Double, digits: Int, maxDecimals: Int = 6) -> String {
    var decimals = 0
    var magnitude = abs(value)
    while magnitude > 0, magnitude < pow10(digits - 1), decimals < maxDecimals {
      magnitude *= 10
      decimals += 1
    }
    let text = fixed(value, decimals: decimals)
    // Trailing zeros are cut in the ASCII bytes: Foundation's `contains` and
    // Character-wise trimming cost more than the formatting itself.
    guard text.utf8.contains(UInt8(ascii: ".")) else { return text }
    var bytes = Array(text.utf8)
    while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
    if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `value` with exactly `decimals` decimals, rounded half away from zero.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return value.isFinite ? String(value) : "\(value)" }
    let scale = pow10(decimals)
    let scaled = (abs(value) * scale).rounded()
    let integer = Int64(scaled / scale)
    let fraction = Int64(scaled) - integer * Int64(scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(integer) }
    let digits = String(fraction)
    return sign + String(integer) + "." + String(repeating: "0", count: decimals - digits.count) + digits
  }

  private static func pow10(_ exponent: Int) -> Double {
    (0..<max(0, exponent)).reduce(1.0) { value, _ in value * 10 }
  }
}
