/// ExifTool's names for EXIF tags, so that users and their scripts find the
/// names they know (`ISO`, not `ISOSpeedRatings`; `ModifyDate`, not
/// `DateTime`). The tables are generated from ExifTool's own.
enum ExifTagNames {
  /// The ExifTool name of `tag` in `directory`; unknown tags get ExifTool's
  /// `-u` style name (`Exif_0x92d6`, `GPS_0xc84d`).
  static func name(_ tag: UInt16, in directory: ExifDirectory) -> String {
    if directory == .gps {
      return gps[tag] ?? "GPS_0x" + NumberFormatting.hex(tag, width: 4)
    }
    return main[tag] ?? "Exif_0x" + NumberFormatting.hex(tag, width: 4)
  }
}
