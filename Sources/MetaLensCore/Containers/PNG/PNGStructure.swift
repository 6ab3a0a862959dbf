/// What a PNG's chunks say about how it is built.
public struct PNGStructure: Sendable, Hashable {
  /// Every chunk in file order, runs of IDAT and fdAT as one entry.
  public var chunks: [ContainerChunk] = []
  /// IHDR's fields.
  public var width: Int64?
  public var height: Int64?
  public var bitDepth: Int?
  public var colorType: Int?
  public var interlaced: Bool?
  /// acTL's frame and play counts: the file is an animated PNG.
  public var animationFrames: Int64?
  public var animationPlays: Int64?
  /// A `caBX` chunk: a C2PA manifest store.
  public var c2pa: C2PAPresence?
  /// True when the walk reached IEND.
  public var hasEnd = false

  public init() {}

  public var isAnimated: Bool { animationFrames != nil }
}
