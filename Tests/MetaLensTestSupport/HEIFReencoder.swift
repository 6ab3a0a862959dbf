import Foundation

/// Re-encodes a HEIC as a user's tools do (issue 33): decoded to PNG with
/// libheif's `heif-convert`, encoded again with `heif-enc` (libheif, x265)
/// or `avifenc` (libavif), and the original's metadata copied back with
/// ExifTool, so that the copy names the same phone. The tools come from
/// Debian's libheif-examples, libavif-bin and libimage-exiftool-perl.
public enum HEIFReencoder {
  public enum Encoder: String, Sendable, CaseIterable {
    case heifEnc = "heif-enc"
    case avifenc

    var fileExtension: String { self == .heifEnc ? "heic" : "avif" }
  }

  /// The executable named `name` on PATH, if any.
  public static func tool(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The tools a re-encode with `encoder` needs that are missing.
  public static func missingTools(for encoder: Encoder) -> [String] {
    ["heif-convert", encoder.rawValue, "exiftool"].filter { tool($0) == nil }
  }

  /// `original` re-encoded by `encoder` in `folder`, with its metadata
  /// copied back; the file's path.
  public static func reencode(_ original: String, with encoder: Encoder, in folder: URL) throws -> String {
    let name = URL(fileURLWithPath: original).deletingPathExtension().lastPathComponent
    let png = folder.appendingPathComponent("\(name).png").path
    let output = folder.appendingPathComponent("\(name).\(encoder.rawValue).\(encoder.fileExtension)").path
    try run("heif-convert", [original, png])
    switch encoder {
    case .heifEnc: try run("heif-enc", ["-q", "80", "-o", output, png])
    case .avifenc: try run("avifenc", ["-s", "10", png, output])
    }
    try run("exiftool", ["-q", "-overwrite_original", "-tagsFromFile", original, "-all:all", output])
    return output
  }

  private static func run(_ name: String, _ arguments: [String]) throws {
    guard let executable = tool(name) else { throw FixtureError.io("\(name) is not installed") }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FixtureError.io("\(name) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
  }
}
