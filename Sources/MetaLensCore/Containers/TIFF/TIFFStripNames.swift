/// ExifTool's names for StripOffsets (0x0111) and StripByteCounts (0x0117)
/// where a directory's strips are not an image's strips but one embedded
/// image (Exif.pm's conditional names for these two tags):
/// - Compression 34892 (DNG 1.7 lossy JPEG): OtherImageStart and
///   OtherImageLength;
/// - a CR2's IFD0, whose strip is its JPEG preview: PreviewImageStart and
///   PreviewImageLength;
/// - in a TIFF or DNG, Compression 7 (JPEG) in a directory whose
///   NewSubfileType is not 0 (not the main image): PreviewImageStart and
///   PreviewImageLength, or JpgFromRawStart and JpgFromRawLength in SubIFD2.
///
/// As ExifTool does, the image itself is then listed (`OtherImage`,
/// `PreviewImage`, `JpgFromRaw`) by its size when it lies inside the file.
/// Compression and NewSubfileType carry over from the previous directory
/// when a directory lacks them, as ExifTool's remembered values do.
enum TIFFStripNames {
  static func named(_ tags: [MetadataTag], groups: [String], format: ImageFormat, fileSize: Int64) -> [MetadataTag] {
    var compression: Int64?
    var subfileType: Int64?
    var names: [String: (start: String, length: String, image: String)] = [:]
    let list = TagList(tags)
    for group in groups {
      compression = list.value(group, "Compression")?.integer ?? compression
      subfileType = list.value(group, "SubfileType")?.integer ?? subfileType
      if format == .canonCR2, group == "IFD0" {
        names[group] = ("PreviewImageStart", "PreviewImageLength", "PreviewImage")
      } else if compression == 34892 {
        names[group] = ("OtherImageStart", "OtherImageLength", "OtherImage")
      } else if format == .tiff || format == .dng, compression == 7, subfileType != 0 {
        names[group] =
          group == "SubIFD2"
          ? ("JpgFromRawStart", "JpgFromRawLength", "JpgFromRaw")
          : ("PreviewImageStart", "PreviewImageLength", "PreviewImage")
      }
    }
    guard !names.isEmpty else { return tags }
    var result: [MetadataTag] = []
    result.reserveCapacity(tags.count + names.count)
    for tag in tags {
      guard let name = names[tag.group], tag.name == "StripOffsets" || tag.name == "StripByteCounts" else {
        result.append(tag)
        continue
      }
      let isStart = tag.name == "StripOffsets"
      result.append(MetadataTag(group: tag.group, name: isStart ? name.start : name.length, value: tag.value))
      guard !isStart, let length = tag.value.integer, length > 0,
        let start = list.value(tag.group, "StripOffsets")?.integer, start >= 0, start <= fileSize - length
      else { continue }
      result.append(MetadataTag(group: tag.group, name: name.image, value: .binary(byteCount: Int(length))))
    }
    return result
  }
}
