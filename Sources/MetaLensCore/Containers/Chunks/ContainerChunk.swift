/// One chunk (PNG), RIFF chunk (WebP) or block (GIF) of a container, where
/// it is and how long its data is. A run of image-data chunks (IDAT, fdAT)
/// is one entry with its `count`, so a large PNG's list stays short.
public struct ContainerChunk: Sendable, Hashable {
  /// The chunk's four-character type (`IHDR`, `VP8X`) or the block's name.
  public var type: String
  /// Offset of the chunk's header in the file.
  public var offset: Int64
  /// Length of the chunk's data, without header and CRC; for a run, the
  /// sum of the run's lengths.
  public var length: Int64
  /// How many consecutive chunks of this type the entry stands for.
  public var count: Int

  public init(type: String, offset: Int64, length: Int64, count: Int = 1) {
    self.type = type
    self.offset = offset
    self.length = length
    self.count = count
  }
}
