/// A chunk met by a chunk walker (PNG, RIFF): where it is, how long its data
/// is, and the data itself for the types the walker was asked to read.
struct WalkedChunk {
  var type: String
  var offset: Int64
  var length: Int64
  /// The chunk's data, for the types asked for; nil for the others.
  var data: [UInt8]?
}
