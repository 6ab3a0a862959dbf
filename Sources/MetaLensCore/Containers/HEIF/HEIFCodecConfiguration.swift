/// The decoder configuration properties of a HEIF image item, field by field
/// as ExifTool's QuickTime.pm (HEVCConfig, AV1Config) names and values them.
enum HEIFCodecConfiguration {
  /// `hvcC`: HEVCDecoderConfigurationRecord (ISO/IEC 14496-15 §8.3.3.1).
  static func hevc(_ payload: ArraySlice<UInt8>) -> [(String, MetadataValue)] {
    let reader = BinaryReader(payload)
    guard reader.count >= 23, let version = reader.u8(0), let profile = reader.u8(1),
      let compatibility = reader.u32(2), let constraints = reader.slice(6, 6), let level = reader.u8(12),
      let segmentation = reader.u16(13), let parallelism = reader.u8(15), let chroma = reader.u8(16),
      let luma = reader.u8(17), let chromaDepth = reader.u8(18), let frameRate = reader.u16(19),
      let temporal = reader.u8(21)
    else { return [] }
    func int<T: BinaryInteger>(_ value: T) -> MetadataValue { .integer(Int64(value)) }
    return [
      ("HEVCConfigurationVersion", int(version)),
      ("GeneralProfileSpace", int(profile >> 6)),
      ("GeneralTierFlag", int((profile >> 5) & 1)),
      ("GeneralProfileIDC", int(profile & 0x1F)),
      ("GenProfileCompatibilityFlags", int(compatibility)),
      ("ConstraintIndicatorFlags", .text(constraints.map(String.init).joined(separator: " "))),
      ("GeneralLevelIDC", int(level)),
      ("MinSpatialSegmentationIDC", int(segmentation & 0x0FFF)),
      ("ParallelismType", int(parallelism & 3)),
      ("ChromaFormat", int(chroma & 3)),
      ("BitDepthLuma", int((luma & 7) + 8)),
      ("BitDepthChroma", int((chromaDepth & 7) + 8)),
      ("AverageFrameRate", .real(Double(frameRate) / 256)),
      ("ConstantFrameRate", int(temporal >> 6)),
      ("NumTemporalLayers", int((temporal >> 3) & 7)),
      ("TemporalIDNested", int((temporal >> 2) & 1)),
    ]
  }

  /// `av1C`: AV1CodecConfigurationRecord (AV1 in ISOBMFF §2.3.3).
  static func av1(_ payload: ArraySlice<UInt8>) -> [(String, MetadataValue)] {
    let reader = BinaryReader(payload)
    guard let marker = reader.u8(0), let profile = reader.u8(1), let flags = reader.u8(2), let delay = reader.u8(3)
    else { return [] }
    func int<T: BinaryInteger>(_ value: T) -> MetadataValue { .integer(Int64(value)) }
    return [
      ("AV1ConfigurationVersion", int(marker & 0x7F)),
      ("SeqProfile", int(profile >> 5)),
      ("SeqLevelIdx0", int(profile & 0x1F)),
      ("SeqTier0", int(flags >> 7)),
      ("HighBitDepth", int((flags >> 6) & 1)),
      ("TwelveBit", int((flags >> 5) & 1)),
      ("ChromaFormat", int((flags >> 2) & 7)),
      ("ChromaSamplePosition", int(flags & 3)),
      ("InitialDelaySamples", int((delay & 0x0F) + 1)),
    ]
  }
}
