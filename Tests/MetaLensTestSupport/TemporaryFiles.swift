import Foundation

/// Files that tests write, each in a new folder under the system's temporary
/// directory.
public enum TemporaryFiles {
  /// A new empty folder.
  public static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("metalens-tests-" + UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `bytes` as `name` in a new folder; returns the file's path.
  public static func write(_ bytes: [UInt8], named name: String) throws -> String {
    let url = try folder().appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }
}
