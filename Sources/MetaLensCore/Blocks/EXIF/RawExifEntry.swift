/// One IFD entry as stored: tag, TIFF field type, count and value bytes in the
/// block's byte order. libexif hands these over; Swift code interprets them.
struct RawExifEntry: Sendable, Hashable {
  let directory: ExifDirectory
  let tag: UInt16
  /// TIFF field type: 1 BYTE, 2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL, 6 SBYTE,
  /// 7 UNDEFINED, 8 SSHORT, 9 SLONG, 10 SRATIONAL, 11 FLOAT, 12 DOUBLE.
  let format: UInt16
  let count: Int
  let bytes: [UInt8]
  /// libexif's human-readable value (`exif_entry_get_value`), when asked for.
  var display: String? = nil
}
