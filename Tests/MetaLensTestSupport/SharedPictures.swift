import Foundation

/// Corpus JPEGs whose coded picture is found under two or more camera models:
/// a library's test picture with cameras' EXIF grafted on (exiv2's 150-px
/// q80 picture, ExifTool's `t/images` picture), nobody's original. The same
/// rule, on the same bytes, as `scripts/generate-camera-tables.py`, which
/// leaves these files out of the camera table.
public enum SharedPictures {
  /// A well-formed corpus JPEG naming a make and a model.
  public struct File: Sendable, Hashable {
    public let path: String
    /// "make|model", trimmed and lower case, as the camera table keys it.
    public let model: String
    /// True when the same picture is named by another model too.
    public let shared: Bool
  }

  /// Every well-formed corpus JPEG that names a make and a model.
  public static func files() throws -> [File] {
    guard let location = Corpus.location else { return [] }
    let text = try String(contentsOf: location.appendingPathComponent("NOTABLE.tsv"), encoding: .utf8)
    var named: [(path: String, model: String, picture: [UInt8]?)] = []
    for line in text.split(separator: "\n").dropFirst() {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count >= 4, columns[1] == "JPEG", !columns[0].prefix(while: { $0 != "/" }).hasSuffix("-malformed")
      else { continue }
      let make = columns[2].trimmingCharacters(in: .whitespaces).lowercased()
      let model = columns[3].trimmingCharacters(in: .whitespaces).lowercased()
      guard !make.isEmpty, !model.isEmpty else { continue }
      let url = location.appendingPathComponent("files").appendingPathComponent(columns[0])
      named.append((columns[0], make + "|" + model, picture(Array(try Data(contentsOf: url)))))
    }
    var models: [[UInt8]: Set<String>] = [:]
    for file in named { if let picture = file.picture { models[picture, default: []].insert(file.model) } }
    return named.map { file in
      File(path: file.path, model: file.model, shared: file.picture.map { models[$0, default: []].count > 1 } ?? false)
    }
  }

  /// The bytes from the first SOS marker to the last EOI (T.81 B.2.1): the
  /// coded picture without the metadata segments a tool can graft on; nil
  /// for a file with no scan (a header kept alone names no picture).
  static func picture(_ bytes: [UInt8]) -> [UInt8]? {
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
        offset += 2
        continue
      }
      if marker == 0xDA { break }
      offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
    }
    guard offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] == 0xDA else { return nil }
    let start = offset
    var end = bytes.count - 2
    while end >= start, !(bytes[end] == 0xFF && bytes[end + 1] == 0xD9) { end -= 1 }
    return Array(bytes[start..<(end >= start ? end + 2 : bytes.count)])
  }
}
