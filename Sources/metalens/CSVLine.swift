/// The cells of one line of CSV as metalens writes it (RFC 4180 quoting; a
/// cell never holds a raw line break, since control characters are written
/// as escapes), for `--resume`.
enum CSVLine {
  static func cells(_ line: [UInt8]) -> [String] {
    var cells: [String] = []
    var cell: [UInt8] = []
    var quoted = false
    var index = 0
    while index < line.count {
      let byte = line[index]
      index += 1
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if index < line.count && line[index] == UInt8(ascii: "\"") {
            cell.append(byte)
            index += 1
          } else {
            quoted = false
          }
        } else {
          cell.append(byte)
        }
      } else if byte == UInt8(ascii: "\"") {
        quoted = true
      } else if byte == UInt8(ascii: ",") {
        cells.append(String(decoding: cell, as: UTF8.self))
        cell = []
      } else if byte != UInt8(ascii: "\r") {
        cell.append(byte)
      }
    }
    cells.append(String(decoding: cell, as: UTF8.self))
    return cells
  }
}
