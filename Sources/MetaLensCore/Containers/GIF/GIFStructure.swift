/// What a GIF's blocks say about how it is built.
public struct GIFStructure: Sendable, Hashable {
  /// `87a` or `89a`.
  public var version: String
  /// The logical screen size.
  public var width: Int64
  public var height: Int64
  /// Image descriptors counted.
  public var frameCount = 0
  /// Extension and image blocks in file order (not their data sub-blocks).
  public var blocks: [ContainerChunk] = []
  /// A C2PA application extension.
  public var c2pa: C2PAPresence?
  /// True when the walk reached the trailer (0x3B).
  public var hasTrailer = false

  public init(version: String, width: Int64, height: Int64) {
    self.version = version
    self.width = width
    self.height = height
  }
}
