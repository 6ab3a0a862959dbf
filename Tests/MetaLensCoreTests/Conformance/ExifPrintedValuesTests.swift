import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// The printed values the hand-over page shows beside enumerated EXIF
/// numbers are ExifTool's: on every corpus JPEG, each number
/// `ExifPrintedValues` prints must read as `exiftool` (without `-n`) prints it.
@Suite("ExifTool's printed values of enumerated EXIF tags", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct ExifPrintedValuesTests {
  static let tags = [
    "Orientation", "ResolutionUnit", "YCbCrPositioning", "ExposureProgram", "MeteringMode", "LightSource", "Flash",
    "ColorSpace", "SensingMethod", "CustomRendered", "ExposureMode", "WhiteBalance", "SceneCaptureType",
    "GainControl", "Contrast", "Saturation", "Sharpness", "SubjectDistanceRange", "FocalPlaneResolutionUnit",
    "FileSource", "SceneType", "GPSAltitudeRef",
  ]

  /// `exiftool -j -G1 -a` over `files` for the tags, printed or (`numeric`) as numbers.
  static func exiftool(_ files: [String], numeric: Bool) throws -> [[String: Any]] {
    let arguments = try TemporaryFiles.write(Array(files.joined(separator: "\n").utf8), named: "files.txt")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
    process.arguments =
      ["-j", "-G1", "-a", "-q", "-q"] + (numeric ? ["-n"] : []) + tags.map { "-" + $0 } + ["-@", arguments]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  @Test("every printed value matches exiftool on the corpus JPEGs")
  func matchesExifTool() throws {
    let files = try Corpus.entries().filter { $0.format == "JPEG" && !$0.isMalformed }.map(Corpus.filePath)
    let printed = try Self.exiftool(files, numeric: false)
    let numbers = try Self.exiftool(files, numeric: true)
    #expect(printed.count == numbers.count)
    var compared = 0
    var names = Set<String>()
    for (words, raw) in zip(printed, numbers) {
      for (key, number) in raw {
        let parts = key.split(separator: ":")
        guard parts.count == 2, let integer = number as? Int else { continue }
        let group = String(parts[0])
        let name = String(parts[1])
        guard let ours = ExifPrintedValues.printed(group: group, name: name, value: .integer(Int64(integer))) else {
          continue
        }
        #expect(ours == words[key] as? String, "\(raw["SourceFile"] ?? ""): \(key) \(integer)")
        compared += 1
        names.insert(name)
      }
    }
    print("ExifPrintedValues: \(compared) values of \(names.count) tags compared with exiftool")
    #expect(compared > 1000 && names.count >= 15)
  }
}
