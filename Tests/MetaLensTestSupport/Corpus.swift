import Foundation

/// The shared real-world corpus (`../shared/corpus`, or `METALENS_CORPUS`)
/// with its ExifTool oracle. Tests that need it skip when it is absent,
/// except under CI, where its absence is a failure.
public enum Corpus {
  /// One row of MANIFEST.tsv.
  public struct Entry: Sendable, Hashable {
    /// Path under `files/` (and under `oracle/exiftool/` with `.json`).
    public let path: String
    /// The source, `<owner>-<repo>`; sources ending in `-malformed` hold broken files.
    public let source: String
    /// Format by magic bytes, as the manifest names it (`JPEG`, `PNG`…).
    public let format: String

    public var isMalformed: Bool { source.hasSuffix("-malformed") }
  }

  /// The corpus folder, when it exists.
  public static let location: URL? = {
    let environment = ProcessInfo.processInfo.environment["METALENS_CORPUS"]
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let url =
      environment.map { URL(fileURLWithPath: $0, relativeTo: packageRoot) }
      ?? packageRoot.appendingPathComponent("../shared/corpus")
    let manifest = url.appendingPathComponent("MANIFEST.tsv").path
    return FileManager.default.fileExists(atPath: manifest) ? url.standardizedFileURL : nil
  }()

  public static var isAvailable: Bool { location != nil }

  /// The c2pa-rs test roots beside the corpus (`../shared/reference/c2pa/`),
  /// the anchors of the `oracle/c2pa-anchored` results.
  public static var c2paTestAnchors: URL? {
    location?.deletingLastPathComponent().appendingPathComponent("reference/c2pa/c2pa-rs-test-anchors.pem")
  }

  /// True under CI, where a missing corpus must fail the run.
  public static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

  /// Every file the manifest lists.
  public static func entries() throws -> [Entry] {
    guard let location else { return [] }
    let text = try String(contentsOf: location.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count >= 5 else { return nil }
      return Entry(path: columns[0], source: String(columns[0].prefix { $0 != "/" }), format: columns[4])
    }
  }

  /// The file's path on disk.
  public static func filePath(_ entry: Entry) -> String {
    location?.appendingPathComponent("files").appendingPathComponent(entry.path).path ?? entry.path
  }

  /// ExifTool's `-j -G1 -n -struct -a -u` record for the file.
  public static func exiftool(_ entry: Entry) throws -> [String: Any] {
    guard let location else { return [:] }
    let url = location.appendingPathComponent("oracle/exiftool").appendingPathComponent(entry.path + ".json")
    let records = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]]
    return records?.first ?? [:]
  }

  /// c2pa-rs's `Reader(path).json()` for the file (c2pa-python), or nil when
  /// the corpus has no C2PA oracle for it.
  public static func c2pa(_ entry: Entry, anchored: Bool = false) throws -> [String: Any]? {
    guard let location else { return nil }
    let url = location.appendingPathComponent("oracle/\(anchored ? "c2pa-anchored" : "c2pa")/\(entry.path).json")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
  }
}
