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
/// `PreviewImage`, `JpgFromRaw`) by its size, but only when it lies inside
/// the file: ExifTool lists it from the pointer alone, so a file cut short
/// (Exiv2's `IMG_1361.dng`, 64 KB of a DNG whose OtherImage starts at
/// 5,428,540) would claim bytes it does not hold. The start and length
/// are reported as the directory gives them, and a reading notice says the
/// image is left out; in a stream read only up to its bound
/// (`ByteWindow.sizeIsExact` false) the image is past the read limit, not
/// past the file's end, and the notice says that instead. Compression and NewSubfileType carry over from the
/// previous directory when a directory lacks them, as ExifTool's remembered
/// values do.
enum TIFFStripNames {
  struct Result {
    var tags: [MetadataTag] = []
    var notices: [ReadingNotice] = []
  }

  /// `directories` holds each directory's own tags, in the walker's order
  /// (group names repeat: every parent's SubIFDs start at SubIFD);
  /// `fileSize` is the file's size when `sizeIsExact`, else the bound it
  /// was read up to.
  static func named(
    _ directories: [ArraySlice<MetadataTag>], format: ImageFormat, fileSize: Int64, sizeIsExact: Bool = true
  ) -> Result {
    var compression: Int64?
    var subfileType: Int64?
    var result = Result()
    for tags in directories {
      func value(_ name: String) -> MetadataValue? { tags.first { $0.name == name }?.value }
      guard let group = tags.first?.group else { continue }
      compression = value("Compression")?.integer ?? compression
      subfileType = value("SubfileType")?.integer ?? subfileType
      let names: (start: String, length: String, image: String)
      if format == .canonCR2, group == "IFD0" {
        names = ("PreviewImageStart", "PreviewImageLength", "PreviewImage")
      } else if compression == 34892 {
        names = ("OtherImageStart", "OtherImageLength", "OtherImage")
      } else if format == .tiff || format == .dng, compression == 7, subfileType != 0 {
        names =
          group == "SubIFD2"
          ? ("JpgFromRawStart", "JpgFromRawLength", "JpgFromRaw")
          : ("PreviewImageStart", "PreviewImageLength", "PreviewImage")
      } else {
        result.tags += tags
        continue
      }
      for tag in tags {
        guard tag.name == "StripOffsets" || tag.name == "StripByteCounts" else {
          result.tags.append(tag)
          continue
        }
        let isStart = tag.name == "StripOffsets"
        result.tags.append(MetadataTag(group: group, name: isStart ? names.start : names.length, value: tag.value))
        guard !isStart, let length = tag.value.integer, length > 0, let start = value("StripOffsets")?.integer,
          start >= 0
        else { continue }
        guard start <= fileSize - length else {
          result.notices.append(
            outsideFile(
              names.image, group: group, offset: UInt64(start), length: UInt64(length), fileSize: fileSize,
              sizeIsExact: sizeIsExact))
          continue
        }
        result.tags.append(MetadataTag(group: group, name: names.image, value: .binary(byteCount: Int(length))))
      }
    }
    return result
  }

  /// The notice for an embedded image whose pointer lies past the end of
  /// the file (a file cut short): its start and length are listed, the
  /// image is not. Past the bound of a stream read only up to it, the read
  /// limit's notice instead (the file's end was not seen).
  static func outsideFile(
    _ image: String, group: String, offset: UInt64, length: UInt64, fileSize: Int64, sizeIsExact: Bool
  ) -> ReadingNotice {
    guard sizeIsExact else { return ReadingNotice(TIFFNotice.readLimitReached(group: group)) }
    return ReadingNotice(
      TIFFNotice.stripsOutsideFile(image: image, group: group, offset: offset, length: length, fileSize: fileSize))
  }
}
