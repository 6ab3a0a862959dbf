import Foundation

extension TimeStampToken {
  /// `genTime` as a date, for the signing certificate's validity: C2PA asks
  /// that the certificate be valid when the time-stamp authority saw the
  /// signature, not today.
  static func date(der: [UInt8]) -> Date? {
    guard let text = time(der: der) else { return nil }
    let digits = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    guard digits.count >= 6 else { return nil }
    var components = DateComponents()
    (components.year, components.month, components.day) = (digits[0], digits[1], digits[2])
    (components.hour, components.minute, components.second) = (digits[3], digits[4], digits[5])
    return C2PACertificate.utc.date(from: components)
  }
}
