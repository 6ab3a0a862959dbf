/// Finds the `file` object of an NDJSON record without parsing the rest:
/// a record is a few kilobytes, its `file` object a hundred bytes, and
/// `--resume` may read a million records.
enum NDJSONFileObject {
  private static let key = Array(#""file":{"#.utf8)

  /// The bytes of the object after the record's first `"file":`, braces
  /// included, or nil. The object is flat (strings and numbers), so it ends
  /// at the first `}` outside a string.
  static func find(in line: [UInt8]) -> ArraySlice<UInt8>? {
    guard line.count > key.count else { return nil }
    var start = 0
    while start + key.count <= line.count, !line[start..<(start + key.count)].elementsEqual(key) { start += 1 }
    guard start + key.count <= line.count else { return nil }
    let open = start + key.count - 1
    var inString = false
    var index = open + 1
    while index < line.count {
      switch line[index] {
      case UInt8(ascii: "\\") where inString: index += 1
      case UInt8(ascii: "\""): inString.toggle()
      case UInt8(ascii: "}") where !inString: return line[open...index]
      default: break
      }
      index += 1
    }
    return nil
  }
}
