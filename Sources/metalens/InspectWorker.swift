import MetaLensCore
import MetaLensUI

#if canImport(Glibc)
  import Glibc
#endif

/// Inspects and renders one batch entry. It runs on worker threads, so it
/// only holds values.
struct InspectWorker: Sendable {
  let output: InspectOutput
  let inspector: Inspector
  /// `--hash`: each record gets the file's SHA-256, size and mtime.
  var hashes = false
  /// `--resume`: the files an earlier run recorded, skipped when their size
  /// and mtime are unchanged.
  var recorded: ResumeRecords?

  func inspect(_ item: BatchItem) -> InspectOutcome {
    switch item {
    case .problem(let error):
      if let recorded, recorded.containsFailure(path: error.path) { return .resumed }
      return failed(error)
    case .loop(let path):
      return .loop(path: path)
    case .special(let path, let kind):
      return .special(path: path, kind: kind)
    case .file(let path, let explicit):
      if let recorded {
        if let (size, modified) = Self.sizeAndTime(path) {
          if recorded.contains(path: path, size: size, modified: modified) { return .resumed }
          if recorded.containsFailure(path: path) && !Self.opens(path) { return .resumed }
        } else if recorded.containsFailure(path: path) {
          return .resumed
        }
      }
      do {
        let standardInput = explicit && path == StandardInput.path
        var inspection: Inspection
        if standardInput {
          let limit = inspector.options.limits.maxHeaderBytes
          let bytes = try StandardInput.read(limit: limit)
          inspection = try inspector.inspect(bytes: bytes, path: path, whole: bytes.count <= limit)
        } else {
          inspection = try inspector.inspect(path)
        }
        // Hashed here, on the worker's thread, so the printer only writes.
        // Standard input cannot be read again: it gets no hash.
        if hashes && !standardInput { inspection.integrity = try FileIntegrity.of(path: path) }
        return .inspected(
          record: output.record(inspection), report: inspection.report, notices: inspection.noticeCount)
      } catch {
        if !explicit, Self.skips(error, path: path) { return .skipped }
        // A file that opens but is no image keeps its hash, size and mtime,
        // so --resume knows it as recorded.
        let integrity = hashes && path != StandardInput.path ? try? FileIntegrity.of(path: path) : nil
        return failed(error, integrity: integrity)
      }
    }
  }

  private static func sizeAndTime(_ path: String) -> (Int64, Int)? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return (Int64(status.st_size), Int(status.st_mtim.tv_sec))
  }

  private func failed(_ error: MetaLensError, integrity: FileIntegrity? = nil) -> InspectOutcome {
    .failed(error, record: output.record(error, integrity: integrity))
  }

  /// Whether `path` opens for reading now: an error recorded without a size
  /// (the file could not be opened then) is resumed only while that holds.
  private static func opens(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }

  /// A file found in a folder is skipped only when it is plainly not an
  /// image: not named like one, and empty or without an image signature.
  /// A `.jpg` that fails to read is what an upload pipeline needs to see, so
  /// it is an error like a file named on the command line.
  static func skips(_ error: MetaLensError, path: String) -> Bool {
    guard error == .notAnImage(path: path) || error == .empty(path: path) else { return false }
    return !ImageFormat.hasImageExtension(path)
  }
}
