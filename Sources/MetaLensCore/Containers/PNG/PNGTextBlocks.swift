/// Sends each PNG text chunk where ExifTool sends it: the XMP packet
/// (`XML:com.adobe.xmp`) and ImageMagick's raw profiles to the metadata
/// blocks they carry, every other keyword (generator settings such as
/// `parameters`, `prompt`, `workflow`, and `Software`, `Comment`…) to a
/// `PNG` tag.
enum PNGTextBlocks {
  static let xmpKeyword = "XML:com.adobe.xmp"
  static let rawProfilePrefix = "Raw profile type "

  static func take(
    _ chunk: PNGTextChunk, into blocks: inout MetadataBlocks, tags: inout [MetadataTag], notices: inout [ReadingNotice]
  ) {
    if chunk.keyword == xmpKeyword {
      if blocks.xmp == nil { blocks.xmp = chunk.data }
      return
    }
    if chunk.keyword.hasPrefix(rawProfilePrefix), chunk.language.isEmpty {
      let kind = chunk.keyword.dropFirst(rawProfilePrefix.count).lowercased()
      if let profile = RawProfileDecoder.decode(chunk.data), take(profile, kind: kind, into: &blocks) { return }
      if ["exif", "xmp", "iptc", "icc", "icm", "8bim", "app1"].contains(kind) {
        notices.append(
          ReadingNotice(PNGNotice.rawProfileUnreadable(keyword: chunk.keyword)))
      }
    }
    let name = PNGTextTagName.name(keyword: chunk.keyword, language: chunk.language)
    tags.append(MetadataTag(group: "PNG", name: name, value: .text(chunk.text)))
  }

  /// Puts a decoded raw profile into its block; false when its kind is not
  /// one metalens reads or the block is already filled.
  private static func take(_ profile: [UInt8], kind: String, into blocks: inout MetadataBlocks) -> Bool {
    switch kind {
    case "exif", "app1":
      guard blocks.exif == nil else { return false }
      // Not a place in the file: the block was decoded from hex text.
      blocks.exif = MetadataBlocks.TIFFBlock(bytes: LibExifLoader.tiff(optionallyAfterHeader: profile), fileOffset: 0)
    case "xmp":
      guard blocks.xmp == nil else { return false }
      blocks.xmp = profile
    case "iptc", "8bim":
      if profile.starts(with: Array("8BIM".utf8)) {
        guard blocks.photoshop == nil else { return false }
        blocks.photoshop = profile
      } else {
        guard blocks.iptc == nil else { return false }
        blocks.iptc = profile
      }
    case "icc", "icm":
      guard blocks.icc == nil else { return false }
      blocks.icc = profile
    default:
      return false
    }
    return true
  }
}
