import FoundationEssentials
internal import SwiftASN1

extension TimeStampToken {
  /// `genTime` as a date, for the signing certificate's validity: C2PA asks
  /// that the certificate be valid when the time-stamp authority saw the
  /// signature, not today. Read from the TSTInfo the check already parsed
  /// (it was printed as text and parsed back from a second parse of the token).
  static func date(tstInfo: ASN1Node) -> Date? {
    guard let time = generalizedTime(tstInfo: tstInfo) else { return nil }
    var components = DateComponents()
    (components.year, components.month, components.day) = (time.year, time.month, time.day)
    (components.hour, components.minute, components.second) = (time.hours, time.minutes, time.seconds)
    return C2PACertificate.utc.date(from: components)
  }
}
