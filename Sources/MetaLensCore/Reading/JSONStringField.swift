/// The string value of the first `"key": "…"` in JSON text, escapes
/// decoded, without parsing the whole document: generator metadata is JSON
/// of many shapes, and only one field is wanted. Nil when the key is absent
/// or its value is not a string.
enum JSONStringField {
  static func value(of key: String, in text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    let quoted = Array("\"\(key)\"".unicodeScalars)
    var index = 0
    while index + quoted.count <= scalars.count {
      guard scalars[index..<index + quoted.count].elementsEqual(quoted) else {
        index += 1
        continue
      }
      var position = index + quoted.count
      while position < scalars.count, scalars[position] == " " || scalars[position] == "\n" || scalars[position] == "\t"
      { position += 1 }
      guard position < scalars.count, scalars[position] == ":" else {
        index += 1
        continue
      }
      position += 1
      while position < scalars.count, scalars[position] == " " || scalars[position] == "\n" || scalars[position] == "\t"
      { position += 1 }
      guard position < scalars.count, scalars[position] == "\"" else { return nil }
      return string(scalars, from: position + 1)
    }
    return nil
  }

  /// The JSON string body starting at `start`, up to its closing quote.
  private static func string(_ scalars: [Unicode.Scalar], from start: Int) -> String? {
    var result = String.UnicodeScalarView()
    var position = start
    while position < scalars.count {
      let scalar = scalars[position]
      if scalar == "\"" { return String(result) }
      if scalar == "\\", position + 1 < scalars.count {
        position += 1
        switch scalars[position] {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "b", "f": break
        case "u":
          guard position + 4 < scalars.count,
            let code = UInt32(String(String.UnicodeScalarView(scalars[(position + 1)...(position + 4)])), radix: 16)
          else { return nil }
          if let decoded = Unicode.Scalar(code) { result.append(decoded) }
          position += 4
        default: result.append(scalars[position])
        }
      } else {
        result.append(scalar)
      }
      position += 1
    }
    return nil
  }
}
