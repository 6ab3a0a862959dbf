import Foundation

/// Re-encodes a HEIC as a user's tools do (issue 33): decoded to PNG with
/// libheif's `heif-convert` and encoded again with `heif-enc` (libheif, x265)
/// or `avifenc` (libavif), or converted in one step by ImageMagick's
/// `convert` (which reads and writes HEIC through libheif); then the
/// original's metadata is copied back with ExifTool, so that the copy names
/// the same phone. The tools come from Debian's libheif-examples,
/// libavif-bin, imagemagick and libimage-exiftool-perl.
public enum HEIFReencoder {
  public enum Encoder: String, Sendable, CaseIterable {
    case heifEnc = "heif-enc"
    case avifenc
    case imageMagick = "convert"

    var fileExtension: String { self == .avifenc ? "avif" : "heic" }

    /// The tools a re-encode runs, besides ExifTool.
    var tools: [String] { self == .imageMagick ? ["convert"] : ["heif-convert", rawValue] }
  }

  /// The executable named `name` on PATH, if any.
  public static func tool(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The tools a re-encode with `encoder` needs that are missing.
  public static func missingTools(for encoder: Encoder) -> [String] {
    (encoder.tools + ["exiftool"]).filter { tool($0) == nil || ($0 == "convert" && !isImageMagick($0)) }
  }

  /// Whether `convert` is ImageMagick's: some machines put a stand-in on
  /// PATH that only turns PNGs into PPM until ImageMagick is installed.
  private static func isImageMagick(_ name: String) -> Bool {
    guard let output = try? run(name, ["-version"]) else { return false }
    return String(decoding: output, as: UTF8.self).hasPrefix("Version: ImageMagick")
  }

  /// `original` re-encoded by `encoder`, with its metadata copied back; the
  /// file's path, in `ToolOutputCache` (the tools cost minutes a run).
  public static func reencode(_ original: String, with encoder: Encoder) throws -> String {
    let arguments: [String]
    switch encoder {
    // x265's ultrafast preset builds the same structure (one hvc1 item,
    // profile, level, brands) as its default, measured on the ILCE-7CM2
    // file, in a fifth of the time (5.3 s against 26.6 for 33 megapixels).
    case .heifEnc: arguments = ["-q", "80", "-p", "preset=ultrafast"]
    case .avifenc: arguments = ["-s", "10"]
    case .imageMagick: arguments = ["-quality", "80"]
    }
    let key = try ToolOutputCache.entryKey(
      input: original, tool: try described(encoder.tools + ["exiftool"]) + arguments.joined(separator: " "))
    return try ToolOutputCache.file(key: key + "." + encoder.rawValue, fileExtension: encoder.fileExtension) {
      output in
      switch encoder {
      case .heifEnc: try run("heif-enc", arguments + ["-o", output, decoded(original)])
      case .avifenc: try run("avifenc", arguments + [decoded(original), output])
      case .imageMagick: try run("convert", [original] + arguments + [output])
      }
      try run("exiftool", ["-q", "-overwrite_original", "-tagsFromFile", original, "-all:all", output])
    }
  }

  /// The tools named, each as its executable's `ToolOutputCache.stamp`:
  /// what a cache key needs to change when a tool is upgraded, without
  /// running each tool to ask its version.
  private static func described(_ names: [String]) throws -> String {
    try names.map { name in
      guard let executable = tool(name) else { throw FixtureError.io("\(name) is not installed") }
      return try ToolOutputCache.stamp(executable.resolvingSymlinksInPath().path)
    }.joined(separator: "|")
  }

  /// `original` decoded by `heif-convert` to a PNG, or, when libpng refuses
  /// the file's ICC profile (the Galaxy S24 FE's declares a wrong length:
  /// `heif-convert` then writes an empty PNG and exits 0), to a JPEG at
  /// quality 100; the decoded file's path, kept in `ToolOutputCache` for
  /// both encoders that start from it.
  private static func decoded(_ original: String) throws -> String {
    let key = try ToolOutputCache.entryKey(input: original, tool: try described(["heif-convert"]))
    let png = try ToolOutputCache.file(key: key, fileExtension: "png") { try run("heif-convert", [original, $0]) }
    let size = (try? FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0
    guard size == 0 else { return png }
    return try ToolOutputCache.file(key: key, fileExtension: "jpg") {
      try run("heif-convert", ["-q", "100", original, $0])
    }
  }

  /// `original` decoded by libheif's `heif-convert` and saved as a JPEG at
  /// quality 100 (its picture as the phone shows it, transformations
  /// applied), for the fixture factory to resize and save as a messenger
  /// does; the JPEG's bytes.
  public static func decodedJPEG(_ original: String, in folder: URL) throws -> [UInt8] {
    let jpeg = folder.appendingPathComponent(URL(fileURLWithPath: original).lastPathComponent + ".jpg").path
    try run("heif-convert", ["-q", "100", original, jpeg])
    return Array(try Data(contentsOf: URL(fileURLWithPath: jpeg)))
  }

  /// The JPEG at `input` encoded by `heif-enc` at quality 80 with a
  /// thumbnail item at most `thumbnail` pixels a side; the HEIC's bytes.
  public static func heifWithThumbnail(_ input: String, thumbnail: Int, in folder: URL) throws -> [UInt8] {
    let output = folder.appendingPathComponent(URL(fileURLWithPath: input).lastPathComponent + ".heic").path
    try run("heif-enc", ["-q", "80", "-t", "\(thumbnail)", "-o", output, input])
    return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
  }

  /// `heic` with every image spatial extent (`ispe`, ISO/IEC 23008-12
  /// §6.5.3) of `from` pixels made to declare `to`: a picture over the
  /// decode limit in a few kilobytes (the coded picture is not touched).
  public static func declaring(
    _ heic: [UInt8], from: (width: Int, height: Int), to: (width: Int, height: Int)
  ) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    var bytes = heic
    let pattern = Array("ispe".utf8) + [0, 0, 0, 0] + word(from.width) + word(from.height)
    var index = 0
    while index + pattern.count <= bytes.count {
      if Array(bytes[index..<index + pattern.count]) == pattern {
        bytes.replaceSubrange(index + 8..<index + 16, with: word(to.width) + word(to.height))
      }
      index += 1
    }
    return bytes
  }

  /// Runs the tool `name` and returns what it wrote to standard output.
  @discardableResult
  private static func run(_ name: String, _ arguments: [String]) throws -> Data {
    guard let executable = tool(name) else { throw FixtureError.io("\(name) is not installed") }
    let process = Process()
    let pipe = Pipe()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FixtureError.io("\(name) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return output
  }
}
