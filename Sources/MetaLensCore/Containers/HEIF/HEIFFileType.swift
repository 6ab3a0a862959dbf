/// The `ftyp` box: major brand, minor version and compatible brands, as
/// ExifTool's QuickTime group reports them.
struct HEIFFileType {
  let majorBrand: String
  let minorVersion: UInt32
  let compatibleBrands: [String]

  init(_ payload: ArraySlice<UInt8>) {
    var cursor = ByteCursor(payload)
    majorBrand = cursor.fourCC() ?? ""
    minorVersion = cursor.u32() ?? 0
    var brands: [String] = []
    while let brand = cursor.fourCC() { brands.append(brand) }
    compatibleBrands = brands
  }

  var tags: [MetadataTag] {
    // ExifTool prints it as hexadecimal fields: 0x00000200 is "0.2.0".
    let minor = [minorVersion >> 16, minorVersion >> 8 & 0xFF, minorVersion & 0xFF]
      .map { String($0, radix: 16) }.joined(separator: ".")
    return [
      MetadataTag(group: "QuickTime", name: "MajorBrand", value: .text(majorBrand)),
      MetadataTag(group: "QuickTime", name: "MinorVersion", value: .text(minor)),
      MetadataTag(group: "QuickTime", name: "CompatibleBrands", value: .list(compatibleBrands.map(MetadataValue.text))),
    ]
  }
}
