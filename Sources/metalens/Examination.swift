import MetaLensCore
import MetaLensUI

#if canImport(Glibc)
  import Glibc
#endif

/// What an HTML page records about the examination: the time (UTC; from
/// `SOURCE_DATE_EPOCH` when set, the reproducible-builds convention, so
/// tests and archives can fix it), the version and the options as typed.
enum Examination {
  static func context(language: Language = .en, caseDetails: CaseDetails = .none) -> HTMLContext {
    let seconds = Environment().sourceDateEpoch ?? Int(time(nil))
    return HTMLContext(
      examinedAt: utc(seconds), version: MetaLens.configuration.version,
      options: CommandLine.arguments.dropFirst().joined(separator: " "), language: language,
      caseDetails: caseDetails)
  }

  /// `2026-11-23T06:00:00Z`.
  static func utc(_ seconds: Int) -> String {
    var value = time_t(seconds)
    var parts = tm()
    gmtime_r(&value, &parts)
    func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }
}
