import Foundation
import Testing

/// The shared set of photos that passed through messengers and social
/// networks (`../shared/messenger`, or `METALENS_MESSENGER`). Tests that
/// need it skip when it is absent, except under CI (`Corpus.isRequired`).
public enum Messenger {
  /// One row of MANIFEST.tsv.
  public struct Entry: Sendable, Hashable, CustomTestStringConvertible {
    /// Path under the set's folder (`files/<platform>/<owner+repo>/<name>`).
    public let path: String
    /// The platform the file's name claims (`kakaotalk`, `meta_cdn`…).
    public let platformByName: String

    public var testDescription: String { path }
    /// The file's last path component.
    public var name: String { String(path.split(separator: "/").last ?? "") }
  }

  /// The set's folder, when it exists.
  public static let location: URL? = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let url =
      ProcessInfo.processInfo.environment["METALENS_MESSENGER"].map {
        URL(fileURLWithPath: $0, relativeTo: packageRoot)
      }
      ?? packageRoot.appendingPathComponent("../shared/messenger")
    let manifest = url.appendingPathComponent("MANIFEST.tsv").path
    return FileManager.default.fileExists(atPath: manifest) ? url.standardizedFileURL : nil
  }()

  public static var isAvailable: Bool { location != nil }

  /// Every file the manifest lists; none when the set is absent.
  public static func entries() -> [Entry] {
    guard let location,
      let text = try? String(contentsOf: location.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return columns.count >= 2 ? Entry(path: columns[0], platformByName: columns[1]) : nil
    }
  }

  /// The file's path on disk.
  public static func filePath(_ entry: Entry) -> String {
    location?.appendingPathComponent(entry.path).path ?? entry.path
  }
}
