/// One Huffman table of a DHT segment (ITU-T T.81 B.2.4.2): how many codes
/// of each length, and the symbols they stand for.
public struct HuffmanTable: Sendable, Hashable {
  /// 0 for a DC table, 1 for an AC table.
  public let tableClass: Int
  /// The destination slot (0–3).
  public let slot: Int
  /// Codes of each length 1…16.
  public let counts: [UInt8]
  /// The symbols, shortest codes first.
  public let symbols: [UInt8]

  /// True when the table defines every symbol its class can carry: 12 DC
  /// categories or 162 AC run/size pairs (T.81 F.1.2). Hardware encoders
  /// write such general tables; an encoder that optimises the tables for one
  /// image defines only the symbols the image uses.
  public var isComplete: Bool { symbols.count == (tableClass == 0 ? 12 : 162) }

  /// The tables of a DHT segment's payload; a table cut short ends the list.
  static func tables(inDHT payload: ArraySlice<UInt8>) -> [HuffmanTable] {
    var tables: [HuffmanTable] = []
    var index = payload.startIndex
    while payload.endIndex - index >= 17 {
      let counts = Array(payload[index + 1..<index + 17])
      let total = counts.reduce(0) { $0 + Int($1) }
      guard payload.endIndex - index - 17 >= total else { break }
      tables.append(
        HuffmanTable(
          tableClass: Int(payload[index] >> 4), slot: Int(payload[index] & 0x0F), counts: counts,
          symbols: Array(payload[index + 17..<index + 17 + total])))
      index += 17 + total
    }
    return tables
  }
}
