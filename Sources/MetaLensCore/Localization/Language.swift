/// The language of the words metalens shows people: the report, the table,
/// the guide, notices and errors. Machine output (JSON keys, rule and
/// verdict ids, CSV headers, tag names) never changes with it.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
  case en
  case ko

  /// The language a locale names: `ko`, `ko_KR`, `ko_KR.UTF-8` are Korean;
  /// everything else (`C`, `POSIX`, `en_US.UTF-8`, unknown) is English, the
  /// language every word has.
  public init(locale: String) {
    self = locale.lowercased().hasPrefix("ko") ? .ko : .en
  }

  /// The language of the environment, as POSIX chooses the message locale:
  /// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
  /// empty decides. The values are passed in: the command line reads the
  /// environment, this only decides.
  public init(lcAll: String?, lcMessages: String?, lang: String?) {
    let locale = [lcAll, lcMessages, lang].compactMap { $0 }.first { !$0.isEmpty } ?? ""
    self.init(locale: locale)
  }
}
