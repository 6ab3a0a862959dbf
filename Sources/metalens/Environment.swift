import FoundationEssentials

/// The environment variables that change the output.
struct Environment {
  private let values = ProcessInfo.processInfo.environment

  /// `COLUMNS`, when it is a positive number.
  var columns: Int? { values["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }

  /// `NO_COLOR` set to anything but the empty string (no-color.org).
  var noColor: Bool { !(values["NO_COLOR"] ?? "").isEmpty }

  var term: String? { values["TERM"] }

  /// True when the first of LC_ALL, LC_CTYPE and LANG that is set names UTF-8.
  var localeIsUTF8: Bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].compactMap { values[$0] }.first { !$0.isEmpty } ?? ""
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }
}
