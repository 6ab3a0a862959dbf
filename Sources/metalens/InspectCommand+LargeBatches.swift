import ArgumentParser
import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// How `inspect` ends a batch that was interrupted, and opens the list of
/// `--files-from`.
extension InspectCommand {
  /// After a SIGINT or SIGTERM: what was printed is whole and written, and
  /// stderr says how far the batch went. The total is the entries found so
  /// far, with `+` when the folders were not all listed yet, since the
  /// walk runs alongside the reads and stops with them.
  func stopIfInterrupted(_ printer: BatchPrinter, files: ListedEntries, language: Language) throws {
    let signal = Interrupts.received
    guard signal != 0 else { return }
    Output.closeOrExit(language: display.language)
    let total = "\(files.found)" + (files.complete ? "" : "+")
    Output.error(CommandLineWords.interrupted(done: printer.done, total: total).text(language))
    throw ExitCode(ExitStatus.interrupted(by: signal))
  }

  /// The list of `--files-from`, opened now so a wrong name is reported
  /// before anything is read.
  func fileList(_ language: Language) throws -> PathList? {
    guard let name = batch.filesFrom else { return nil }
    guard let list = PathList(path: name, nullSeparated: batch.null) else {
      let reason = strerror(errno).map { String(cString: $0).lowercased() } ?? "error \(errno)"
      Output.error(CommandLineWords.filesFrom(path: name, reason: reason).text(language))
      throw ExitCode(ExitStatus.unreadable)
    }
    return list
  }
}
