/// One JPEG quantization table, as libjpeg read it.
public struct QuantizationTable: Sendable, Hashable {
  /// The table slot (0–3) the DQT segment defined.
  public let index: Int
  /// The 64 divisors in natural (row-major) order.
  public let values: [UInt16]
  /// The IJG quality (1–100) whose scaled standard table is closest to this
  /// one.
  public let estimatedQuality: Int
  /// True when the table is exactly the IJG standard table (Annex K, luma or
  /// chroma) scaled to `estimatedQuality`, which is what libjpeg writes.
  public let isIJGStandard: Bool

  public init(index: Int, values: [UInt16], estimatedQuality: Int, isIJGStandard: Bool) {
    self.index = index
    self.values = values
    self.estimatedQuality = estimatedQuality
    self.isIJGStandard = isIJGStandard
  }
}
