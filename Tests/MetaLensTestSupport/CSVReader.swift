/// Reads RFC 4180 CSV back into rows, to check what `--csv` writes.
public enum CSVReader {
  public static func rows(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var iterator = Array(text).makeIterator()
    var pending: Character? = nil
    while let character = pending ?? iterator.next() {
      pending = nil
      if quoted {
        if character == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              field.append("\"")
            } else {
              quoted = false
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"": quoted = true
      case ",":
        row.append(field)
        field = ""
      case "\n", "\r\n":
        row.append(field)
        rows.append(row)
        row = []
        field = ""
      default: field.append(character)
      }
    }
    if !field.isEmpty || !row.isEmpty {
      row.append(field)
      rows.append(row)
    }
    return rows
  }
}
