/// The PNG chunks ExifTool decodes beyond the header, texts and profiles
/// (PNG 1.2 §4.2, PNG 3rd edition §11.3): gamma, chromaticities, sRGB
/// intent, background, significant bits, palette, transparency, histogram.
/// Named and valued as ExifTool's PNG.pm with `-n`; `inspect` does not need
/// them, so they are read only when every tag is asked for.
enum PNGChunkTags {
  /// The tags of `type`'s chunk, or nil when it is none of these.
  /// `colorType` is IHDR's, which sets the layout of bKGD and tRNS.
  static func tags(type: String, data: [UInt8], colorType: Int?) -> [(String, MetadataValue)]? {
    let reader = BinaryReader(data)
    func words() -> MetadataValue {
      let values = stride(from: 0, to: data.count - 1, by: 2).compactMap { reader.u16($0) }
      return values.count == 1 ? .integer(Int64(values[0])) : .text(values.map(String.init).joined(separator: " "))
    }
    switch type {
    case "gAMA":
      // ExifTool shows the display gamma, 1 / (stored / 100000), to 3 decimals.
      guard let stored = reader.u32(0) else { return [] }
      let gamma = stored == 0 ? 0 : (100_000 / Double(stored) * 1000).rounded() / 1000
      return [("Gamma", .real(gamma))]
    case "cHRM":
      let names = ["WhitePointX", "WhitePointY", "RedX", "RedY", "GreenX", "GreenY", "BlueX", "BlueY"]
      return names.enumerated().compactMap { index, name in
        reader.u32(4 * index).map { (name, .real(Double($0) / 100_000)) }
      }
    case "sRGB":
      return reader.u8(0).map { [("SRGBRendering", .integer(Int64($0)))] } ?? []
    case "bKGD":
      return [("BackgroundColor", data.count == 1 ? .integer(Int64(data[0])) : words())]
    case "sBIT":
      let bits = data.map(String.init)
      return [("SignificantBits", bits.count == 1 ? .integer(Int64(data[0])) : .text(bits.joined(separator: " ")))]
    case "PLTE":
      return [("Palette", .binary(byteCount: data.count))]
    case "tRNS":
      return [("Transparency", colorType == 3 ? .binary(byteCount: data.count) : words())]
    case "hIST":
      return [("PaletteHistogram", .binary(byteCount: data.count))]
    default:
      return nil
    }
  }
}
