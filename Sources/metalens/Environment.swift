import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// The environment variables that change the output, read with getenv(3).
struct Environment {
  private func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// `COLUMNS`, when it is a positive number.
  var columns: Int? { value("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }

  /// `NO_COLOR` set to anything but the empty string (no-color.org).
  var noColor: Bool { !(value("NO_COLOR") ?? "").isEmpty }

  var term: String? { value("TERM") }

  /// `SOURCE_DATE_EPOCH` (reproducible-builds.org), seconds since 1970, for
  /// a fixed examination time in HTML pages.
  var sourceDateEpoch: Int? { value("SOURCE_DATE_EPOCH").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil } }

  /// The language of the locale: the first of LC_ALL, LC_MESSAGES and LANG
  /// that is set decides; `ko…` is Korean, anything else English.
  var language: Language {
    Language(lcAll: value("LC_ALL"), lcMessages: value("LC_MESSAGES"), lang: value("LANG"))
  }

  /// True when the first of LC_ALL, LC_CTYPE and LANG that is set names UTF-8.
  var localeIsUTF8: Bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].compactMap { value($0) }.first { !$0.isEmpty } ?? ""
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }
}
