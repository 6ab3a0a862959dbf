/// The version `--version` and the HTML page show: the release number and
/// the git commit it was built from (`BuildCommit`, written by the
/// GitCommit plugin), with "modified" when tracked files differed from that
/// commit, so an exhibit names the exact code that made it (README,
/// "Rebuilding the version named on an exhibit").
enum BuildVersion {
  static let number = "0.1.0"

  /// `0.1.0 (commit 18ffc61…, modified)`, or `0.1.0 (unknown commit)`.
  static var text: String { text(commit: BuildCommit.commit, modified: BuildCommit.modified) }

  static func text(commit: String, modified: Bool) -> String {
    guard !commit.isEmpty else { return number + " (unknown commit)" }
    return number + " (commit " + commit + (modified ? ", modified" : "") + ")"
  }
}
