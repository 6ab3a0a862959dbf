import Crypto
import Foundation

/// Files that external tools made from corpus files, kept under
/// `.build/tool-outputs/` so that the next test run reads them instead of
/// running the tools again.
///
/// Why: re-encoding the corpus HEICs with heif-enc, avifenc and ImageMagick
/// costs about 700 s of CPU (measured 2026-11-29, one thread). That was half
/// of a `make test` and was paid again by `make test-asan`. The sanitizers
/// see nothing of it, because the tools are not instrumented. Only metalens's
/// reading of the outputs is instrumented, and that reading still runs.
///
/// A key names the tools (each executable's path, size and modification
/// time), the arguments, and the input's path,
/// size and modification time. A new libheif or a changed corpus file
/// therefore makes a new entry. An entry appears only after the tool has
/// finished: it is made in a folder of its own beside the entries and
/// then renamed into place. So a test that runs beside another, or a run that was
/// killed, never reads half a file. `make clean` (or removing the folder)
/// empties the cache.
public enum ToolOutputCache {
  /// The cache's folder, `.build/tool-outputs/` at the package's root.
  static let folder: URL = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return packageRoot.appendingPathComponent(".build/tool-outputs", isDirectory: true)
  }()

  /// The cached file for `key`, made by `make(temporaryPath)` when missing;
  /// its path. `key` must already say what makes the output differ
  /// (`entryKey` builds one); `fileExtension` is kept because the tools
  /// choose their format by it.
  public static func file(
    key: String, fileExtension: String, make: (_ temporaryPath: String) throws -> Void
  ) throws -> String {
    let name = key + "." + fileExtension
    let cached = folder.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: cached.path) { return cached.path }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A folder of its own for each making: tools write files beside the one
    // asked for (heif-convert a depth map's PNG), and those go with it.
    let workspace = folder.appendingPathComponent(".making-" + UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: workspace) }
    let temporary = workspace.appendingPathComponent(name)
    try make(temporary.path)
    // rename(2) replaces atomically: two tests that made the same entry at
    // once leave one whole file.
    guard rename(temporary.path, cached.path) == 0 else {
      throw FixtureError.io("cannot keep \(name) in \(folder.path): errno \(errno)")
    }
    return cached.path
  }

  /// A file-name-safe key for `input` treated by `tool` (a description of
  /// the tools and their arguments): the input's name, and a hash of its
  /// `stamp` with `tool`.
  public static func entryKey(input: String, tool: String) throws -> String {
    let digest = SHA256.hash(data: Data("\(try stamp(input))|\(tool)".utf8))
    let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
      .map { $0.isLetter || $0.isNumber ? $0 : "_" }
    // 16 bytes of the digest: a file name, not a security boundary.
    return String(name) + "-" + digest.prefix(16).map { String(format: "%02x", $0) }.joined()
  }

  /// A file as the key knows it: its path, size and modification time, so
  /// that a changed corpus file or a new tool makes a new entry.
  public static func stamp(_ path: String) throws -> String {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(path) \(size) \(modified)"
  }
}
