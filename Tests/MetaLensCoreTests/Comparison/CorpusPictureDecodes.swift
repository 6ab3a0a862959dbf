import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Every corpus file of one format through `ComparedPicture.decode`: each is
/// decoded within `PictureComparer.decodeSize`, or refused with a typed
/// reason (tallied by `key`); a refusal of a well-formed file that ExifTool
/// reads without complaint (nor `explained` excuses) is unexpected. The PNG
/// and WebP suites count their corpus files with it.
struct CorpusPictureDecodes {
  var decoded = 0
  var refused: [String: Int] = [:]
  var unexpected: [String] = []

  init(
    _ selected: (Corpus.Entry) -> Bool, reading format: ImageFormat, key: (ComparisonReason) -> String,
    explained: ([String: Any]) -> Bool = { _ in false }
  ) throws {
    for entry in try Corpus.entries() where selected(entry) {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Corpus.filePath(entry))))
      guard let inspection = try? Inspector().inspect(bytes: bytes, path: entry.path),
        inspection.metadata.file.format == format
      else { continue }
      switch try ComparedPicture.decode(inspection, bytes) {
      case .picture(let grey, let reduced):
        decoded += 1
        #expect(grey.width > 0 && grey.height > 0 && grey.width <= PictureComparer.decodeSize, "\(entry.path)")
        #expect(reduced == nil)
      case .refused(let why):
        refused[key(why), default: 0] += 1
        let oracle = try Corpus.exiftool(entry)
        if !entry.isMalformed, !explained(oracle), oracle["ExifTool:Warning"] == nil, oracle["ExifTool:Error"] == nil {
          unexpected.append("\(entry.path): \(why.text(.en))")
        }
      }
    }
  }

  /// The counts as the tests print them.
  func summary(_ name: String) -> String {
    "corpus \(name): \(decoded) decoded, refused \(refused.sorted { $0.key < $1.key })"
  }
}
