/// Decodes the ICC profile tags that are not text (ICC.1:2010 §9–10):
/// colorant and white points, curves, measurement and viewing conditions,
/// named as ExifTool's ICC_Profile tables name them and valued as its `-n`
/// prints them.
///
/// ExifTool formats a tag by its type, not by its signature: `XYZ ` and
/// `sf32` numbers are s15Fixed16 rounded to 5 decimals and joined with
/// spaces, `sig ` is its four characters, `meas` and `view` open the
/// `ICC-meas` and `ICC-view` groups, and every other type (curves, LUTs,
/// private Apple tags) is binary data reported by its size. lcms2 was not
/// used: it returns colour-management objects (curves resampled, white
/// points adapted), not the stored values ExifTool prints (see README).
struct ICCTagDecoder {
  static let measurementGroup = "ICC-meas"
  static let viewingGroup = "ICC-view"

  /// ExifTool's names for the tag signatures it knows (ICC_Profile.pm).
  static let names: [String: String] = [
    "A2B0": "AToB0", "A2B1": "AToB1", "A2B2": "AToB2", "B2A0": "BToA0", "B2A1": "BToA1", "B2A2": "BToA2",
    "D2B0": "DToB0", "D2B1": "DToB1", "D2B2": "DToB2", "D2B3": "DToB3", "B2D0": "BToD0", "B2D1": "BToD1",
    "B2D2": "BToD2", "B2D3": "BToD3", "bXYZ": "BlueMatrixColumn", "bTRC": "BlueTRC", "calt": "CalibrationDateTime",
    "targ": "CharTarget", "chad": "ChromaticAdaptation", "chrm": "Chromaticity", "clro": "ColorantOrder",
    "clrt": "ColorantTable", "clot": "ColorantTableOut", "gamt": "Gamut", "kTRC": "GrayTRC",
    "gXYZ": "GreenMatrixColumn", "gTRC": "GreenTRC", "lumi": "Luminance", "bkpt": "MediaBlackPoint",
    "wtpt": "MediaWhitePoint", "ncol": "NamedColor", "ncl2": "NamedColor2", "resp": "OutputResponse",
    "pre0": "Preview0", "pre1": "Preview1", "pre2": "Preview2", "pseq": "ProfileSequenceDesc",
    "psid": "ProfileSequenceIdentifier", "rXYZ": "RedMatrixColumn", "rTRC": "RedTRC", "tech": "Technology",
    "ciis": "ColorimetricIntentImageState", "rig0": "PerceptualRenderingIntentGamut",
    "rig2": "SaturationRenderingIntentGamut", "crdi": "CRDInfo", "devs": "DeviceSettings", "scrd": "ScreeningDesc",
    "scrn": "Screening", "bfd ": "UCRBG", "ps2s": "PS2CSA", "ps2i": "PS2RenderingIntent", "ps2r": "PS2CRD0",
    "psd0": "PostScript2CRD0", "psd1": "PostScript2CRD1", "psd2": "PostScript2CRD2", "psd3": "PostScript2CRD3",
    "mmod": "MakeAndModel", "vcgt": "VideoCardGamma", "ndin": "NativeDisplayInfo", "dscm": "ProfileDescriptionML",
    "meta": "Metadata", "XYZ ": "ICC_Profile_XYZ", "meas": "Measurement",
    "view": "ViewingConditions",
  ]

  let reader: BinaryReader

  /// The tag at `offset` of `size` bytes with signature `signature`; nil for
  /// a signature ExifTool does not name or a body out of the profile.
  func decode(signature: String, offset: Int, size: Int) -> [MetadataTag] {
    guard let name = Self.names[signature], size >= 8, offset >= 0, offset <= reader.count - size,
      let body = reader.slice(offset, size), let type = reader.slice(offset, 4).map({ TextDecoding.text($0) })
    else { return [] }
    let tag = BinaryReader(body)
    let group = ICCProfileReader.profileGroup
    switch type {
    case "XYZ ", "sf32":
      let count = (size - 8) / 4
      guard count > 0 else { return [] }
      let values = (0..<count).compactMap { tag.u32(8 + 4 * $0) }.map { Self.fixed(Int32(bitPattern: $0)) }
      return [MetadataTag(group: group, name: name, value: .text(values.joined(separator: " ")))]
    case "sig ":
      guard let text = tag.slice(8, 4) else { return [] }
      return [MetadataTag(group: group, name: name, value: .text(TextDecoding.text(text)))]
    case "mluc" where signature == "dscm":
      return Self.localised(tag, name: name)
    case "meas":
      return measurement(tag)
    case "view":
      return viewing(tag)
    default:
      return [MetadataTag(group: group, name: name, value: .binary(byteCount: size))]
    }
  }

  /// Every record of a multi-localised text: US English as `name`, the
  /// others as `name-ll-CC`, as ExifTool names them (its default language
  /// is en-US).
  static func localised(_ tag: BinaryReader, name: String) -> [MetadataTag] {
    guard let records = tag.u32(8).map(Int.init), let recordSize = tag.u32(12).map(Int.init), recordSize >= 12,
      records <= ReadLimits.maxICCTags
    else { return [] }
    var tags: [MetadataTag] = []
    for index in 0..<records {
      let record = 16 + recordSize * index
      guard let language = tag.slice(record, 2), let country = tag.slice(record + 2, 2),
        let length = tag.u32(record + 4).map(Int.init), let offset = tag.u32(record + 8).map(Int.init),
        let text = tag.slice(offset, min(length, ReadLimits.maxICCTextBytes) & ~1)
      else { break }
      let locale = "\(TextDecoding.text(language))-\(TextDecoding.text(country))"
      let suffix = locale == "en-US" ? "" : "-" + locale
      tags.append(
        MetadataTag(
          group: ICCProfileReader.profileGroup, name: name + suffix,
          value: .text(TextDecoding.utf16(text, bigEndian: true))))
    }
    return tags
  }

  /// `meas` (ICC.1 §10.14): observer, backing XYZ, geometry, flare,
  /// illuminant.
  private func measurement(_ tag: BinaryReader) -> [MetadataTag] {
    guard tag.count >= 36, let observer = tag.u32(8), let geometry = tag.u32(24), let flare = tag.u32(28),
      let illuminant = tag.u32(32)
    else { return [] }
    let backing = (0..<3).compactMap { tag.u32(12 + 4 * $0) }.map { Self.fixed(Int32(bitPattern: $0)) }
    let group = Self.measurementGroup
    return [
      MetadataTag(group: group, name: "MeasurementObserver", value: .integer(Int64(observer))),
      MetadataTag(group: group, name: "MeasurementBacking", value: .text(backing.joined(separator: " "))),
      MetadataTag(group: group, name: "MeasurementGeometry", value: .integer(Int64(geometry))),
      MetadataTag(group: group, name: "MeasurementFlare", value: .real(Self.rounded(Double(flare) / 65536))),
      MetadataTag(group: group, name: "MeasurementIlluminant", value: .integer(Int64(illuminant))),
    ]
  }

  /// `view` (ICC.1 §10.30): illuminant and surround XYZ, illuminant type.
  private func viewing(_ tag: BinaryReader) -> [MetadataTag] {
    guard tag.count >= 36, let type = tag.u32(32) else { return [] }
    func xyz(_ offset: Int) -> String {
      (0..<3).compactMap { tag.u32(offset + 4 * $0) }.map { Self.fixed(Int32(bitPattern: $0)) }.joined(separator: " ")
    }
    let group = Self.viewingGroup
    return [
      MetadataTag(group: group, name: "ViewingCondIlluminant", value: .text(xyz(8))),
      MetadataTag(group: group, name: "ViewingCondSurround", value: .text(xyz(20))),
      MetadataTag(group: group, name: "ViewingCondIlluminantType", value: .integer(Int64(type))),
    ]
  }

  /// An s15Fixed16Number as ExifTool prints it: rounded to 5 decimals
  /// (Exif.pm's GetFixed32s), without trailing zeros.
  static func fixed(_ raw: Int32) -> String {
    let value = rounded(Double(raw) / 65536)
    return value == value.rounded() ? String(Int64(value)) : NumberFormatting.text(value, significantDigits: 15)
  }

  private static func rounded(_ value: Double) -> Double {
    (value * 1e5).rounded() / 1e5
  }
}
