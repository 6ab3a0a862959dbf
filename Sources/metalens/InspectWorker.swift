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
      return failed(error)
    case .loop(let path):
      return .loop(path: path)
    case .special(let path, let kind):
      return .special(path: path, kind: kind)
    case .file(let path, let explicit):
      if let recorded, let (size, modified) = Self.sizeAndTime(path),
        recorded.contains(path: path, size: size, modified: modified)
      {
        return .resumed
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
        return failed(error)
      }
    }
  }

  private static func sizeAndTime(_ path: String) -> (Int64, Int)? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return (Int64(status.st_size), Int(status.st_mtim.tv_sec))
  }

  private func failed(_ error: MetaLensError) -> InspectOutcome {
    .failed(error, record: output.record(error))
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
