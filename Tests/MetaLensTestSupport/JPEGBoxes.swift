/// A JPEG's marker segments named as a `c2pa.hash.boxes` binding names them
/// (c2pa-rs's names: `SOI`, `APP0`…, `SOS` with its entropy-coded data, the
/// C2PA APP11 segments together as `C2PA`), for the fixture factory. Written
/// apart from the validator's walk so that the two check each other.
public enum JPEGBoxes {
  public struct Box: Sendable {
    public let name: String
    public let start: Int
    public let length: Int
  }

  public static func list(_ file: [UInt8]) -> [Box] {
    var boxes = [Box(name: "SOI", start: 0, length: 2)]
    var offset = 2
    while offset + 1 < file.count, file[offset] == 0xFF {
      let marker = file[offset + 1]
      if marker == 0xD9 {
        boxes.append(Box(name: "EOI", start: offset, length: 2))
        break
      }
      guard offset + 3 < file.count else { break }
      var length = 2 + (Int(file[offset + 2]) << 8 | Int(file[offset + 3]))
      if marker == 0xDA {
        var end = offset + length
        while end + 1 < file.count, !(file[end] == 0xFF && file[end + 1] != 0 && !(0xD0...0xD7).contains(file[end + 1]))
        {
          end += 1
        }
        length = end - offset
      }
      let name: String
      switch marker {
      case 0xEB: name = "C2PA"
      case 0xE0...0xEF: name = "APP\(marker - 0xE0)"
      case 0xDB: name = "DQT"
      case 0xC4: name = "DHT"
      case 0xDA: name = "SOS"
      case 0xDD: name = "DRI"
      case 0xFE: name = "COM"
      default: name = "SOF\(marker & 0x0F)"
      }
      if name == "C2PA", let last = boxes.last, last.name == "C2PA" {
        boxes[boxes.count - 1] = Box(name: "C2PA", start: last.start, length: last.length + length)
      } else {
        boxes.append(Box(name: name, start: offset, length: length))
      }
      offset += length
    }
    return boxes
  }
}
