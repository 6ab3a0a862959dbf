/// Hard bounds on what one file may make metalens read or hold, so that no
/// input can exhaust memory or time.
public struct ReadLimits: Sendable, Hashable {
  /// Bytes of a JPEG read before the first scan. Real headers are a few
  /// hundred KiB at most (Photoshop IRB and Extended XMP are the largest).
  public var maxHeaderBytes: Int
  /// Marker segments before the first scan.
  public var maxSegments: Int
  /// Size of a reassembled Extended XMP packet or ICC profile.
  public var maxReassembledBytes: Int

  public init(maxHeaderBytes: Int = 32 << 20, maxSegments: Int = 4096, maxReassembledBytes: Int = 16 << 20) {
    self.maxHeaderBytes = maxHeaderBytes
    self.maxSegments = maxSegments
    self.maxReassembledBytes = maxReassembledBytes
  }

  public static let standard = ReadLimits()
}
