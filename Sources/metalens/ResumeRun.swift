import ArgumentParser
import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// Starting a `--resume` run: the records read, and what is said of them.
enum ResumeRun {
  /// The records in `path`; a cut last line is reported, not fatal. When
  /// stdout appends to that same file, a line break is written first, so the
  /// first new record does not join the cut line.
  static func records(_ path: String, csv: Bool, language: Language) throws -> ResumeRecords {
    let records: ResumeRecords
    do {
      records = try ResumeRecords(contentsOf: path, csv: csv)
    } catch {
      Output.error(CommandLineWords.resumeUnreadable(path: path, reason: error.reason).text(language))
      throw ExitCode(ExitStatus.unreadable)
    }
    if records.tornLastLine {
      Output.error(CommandLineWords.resumeTorn(path: path).text(language))
      if isStandardOutput(path) { Output.write("\n") }
    }
    return records
  }

  private static func isStandardOutput(_ path: String) -> Bool {
    var file = stat()
    var output = stat()
    return stat(path, &file) == 0 && fstat(STDOUT_FILENO, &output) == 0 && file.st_dev == output.st_dev
      && file.st_ino == output.st_ino
  }
}
