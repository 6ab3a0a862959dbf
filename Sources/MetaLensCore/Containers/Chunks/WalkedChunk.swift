/// A chunk met by a chunk walker (PNG, RIFF): where it is, how long its data
/// is, and the data itself for the types the walker was asked to read.
struct WalkedChunk {
  var type: String
  var offset: Int64
  var length: Int64
  /// The chunk's data, for the types asked for; nil for the others.
  var data: [UInt8]?

  /// A chunk type as a report can show it: characters other than printable
  /// ASCII become `?`.
  static func printable(_ type: String) -> String {
    String(type.unicodeScalars.map { $0.isASCII && $0.value >= 32 && $0.value < 127 ? Character($0) : "?" })
  }
}
