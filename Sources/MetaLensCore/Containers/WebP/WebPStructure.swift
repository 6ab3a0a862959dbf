/// What a WebP's RIFF chunks say about how it is built.
public struct WebPStructure: Sendable, Hashable {
  /// `lossy` (VP8), `lossless` (VP8L) or `extended` (VP8X).
  public enum Kind: String, Sendable, Hashable {
    case lossy, lossless, extended
  }

  public var chunks: [ContainerChunk] = []
  public var kind: Kind?
  /// The canvas (VP8X) or bitstream (VP8, VP8L) size.
  public var width: Int64?
  public var height: Int64?
  /// VP8X flags: what the file says it holds.
  public var hasICC = false
  public var hasAlpha = false
  public var hasEXIF = false
  public var hasXMP = false
  public var isAnimated = false
  /// ANMF chunks counted.
  public var frameCount: Int?
  public var c2pa: C2PAPresence?
  /// The size the RIFF header claims for the file, header included.
  public var riffSize: Int64?

  public init() {}
}
