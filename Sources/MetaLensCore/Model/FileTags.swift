/// ExifTool's `File` group: what every container says about the file, before
/// the format's own facts.
enum FileTags {
  static func tag(_ name: String, _ value: MetadataValue) -> MetadataTag {
    MetadataTag(group: "File", name: name, value: value)
  }

  /// FileType, MIMEType and, when there is EXIF, its byte order.
  static func common(_ file: FileFacts, exif: ExifFacts?) -> [MetadataTag] {
    var tags = [tag("FileType", .text(file.format.fileType)), tag("MIMEType", .text(file.format.mimeType))]
    if let exif { tags.append(tag("ExifByteOrder", .text(exif.byteOrder))) }
    return tags
  }
}
