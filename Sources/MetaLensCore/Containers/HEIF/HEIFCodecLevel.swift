/// The profile and level a HEIF image item's decoder configuration declares:
/// what an encoder promised a decoder must handle. Apple's encoder codes a
/// photo as 512×512 tiles, each declaring a level for a tile; a library
/// coding the whole picture as one image declares a level for the whole
/// picture (measured on the corpus and on heif-enc and avifenc re-encodes,
/// `scripts/generate-heif-fingerprints.py`).
public struct HEIFCodecLevel: Sendable, Hashable {
  /// The configuration box: `hvcC` (HEVC) or `av1C` (AV1).
  public let box: String
  /// HEVC `general_profile_idc` (1 Main, 2 Main 10, 3 Main Still Picture),
  /// or AV1 `seq_profile`.
  public let profile: Int
  /// HEVC `general_level_idc` (30 × the level: 90 is level 3, 153 level
  /// 5.1), or AV1 `seq_level_idx_0`.
  public let level: Int

  public init(box: String, profile: Int, level: Int) {
    self.box = box
    self.profile = profile
    self.level = level
  }

  /// Reads `hvcC` (ISO/IEC 14496-15 §8.3.3.1: profile in byte 1's low five
  /// bits, level in byte 12) or `av1C` (AV1 Codec ISO Media File Format
  /// Binding §2.3.3: seq_profile and seq_level_idx_0 share byte 1); nil for
  /// other boxes or a payload too short to hold the fields.
  init?(box: String, payload: ArraySlice<UInt8>) {
    let reader = BinaryReader(payload)
    switch box {
    case "hvcC":
      guard reader.count >= 13, let profile = reader.u8(1), let level = reader.u8(12) else { return nil }
      self.init(box: box, profile: Int(profile & 0x1F), level: Int(level))
    case "av1C":
      guard let fields = reader.u8(1) else { return nil }
      self.init(box: box, profile: Int(fields >> 5), level: Int(fields & 0x1F))
    default:
      return nil
    }
  }
}
