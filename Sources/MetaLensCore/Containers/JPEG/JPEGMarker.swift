/// JPEG marker codes (the byte after 0xFF) and their names.
public enum JPEGMarker {
  public static let soi: UInt8 = 0xD8
  public static let eoi: UInt8 = 0xD9
  public static let sos: UInt8 = 0xDA
  public static let dqt: UInt8 = 0xDB
  public static let dht: UInt8 = 0xC4
  public static let com: UInt8 = 0xFE
  public static let app0: UInt8 = 0xE0

  /// Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
  public static func isStartOfFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
  }

  /// Markers that stand alone, without a length field.
  public static func isStandalone(_ marker: UInt8) -> Bool {
    marker == 0x01 || (0xD0...0xD9).contains(marker)
  }

  public static func name(of marker: UInt8) -> String {
    switch marker {
    case 0xC4: return "DHT"
    case 0xC8: return "JPG"
    case 0xCC: return "DAC"
    case 0xC0...0xCF: return "SOF\(marker - 0xC0)"
    case 0xD0...0xD7: return "RST\(marker - 0xD0)"
    case 0xD8: return "SOI"
    case 0xD9: return "EOI"
    case 0xDA: return "SOS"
    case 0xDB: return "DQT"
    case 0xDC: return "DNL"
    case 0xDD: return "DRI"
    case 0xDE: return "DHP"
    case 0xDF: return "EXP"
    case 0xE0...0xEF: return "APP\(marker - 0xE0)"
    case 0xFE: return "COM"
    case 0x01: return "TEM"
    default: return "0x" + String(marker, radix: 16, uppercase: true)
    }
  }
}
