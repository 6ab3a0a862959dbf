private import CExif

/// The one place MetaLensCore calls libexif: it loads an EXIF block and hands
/// back its entries as plain Swift values.
///
/// `exif_data_new()` turns on two options that would change what the file
/// says: FOLLOW_SPECIFICATION adds mandatory tags the file lacks and fixes
/// values, IGNORE_UNKNOWN_TAGS drops tags libexif has no name for. Both are
/// turned off before loading, so every entry reported is an entry stored.
enum LibExifLoader {
  struct Loaded {
    let bigEndian: Bool
    let entries: [RawExifEntry]
  }

  static let header: [UInt8] = Array("Exif\0\0".utf8)

  /// The TIFF structure in a JPEG's Exif APP1 payload: after `Exif\0` and a
  /// pad byte, which some writers get wrong, so the pad byte is not checked.
  /// Nil when the payload does not start `Exif\0`.
  static func tiff(inAPP1 payload: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    payload.starts(with: header.prefix(5)) ? payload.dropFirst(header.count) : nil
  }

  /// The TIFF structure of an EXIF block that other containers (PNG `eXIf`,
  /// WebP `EXIF`, raw profiles) store with or without `Exif\0\0` before it.
  static func tiff(optionallyAfterHeader block: [UInt8]) -> ArraySlice<UInt8> {
    block.starts(with: header) ? block.dropFirst(header.count) : block[...]
  }

  /// libexif's IFD indices, in the order ExifTool reports the directories.
  private static let directoryOrder: [(index: Int, directory: ExifDirectory)] = [
    (0, .ifd0), (2, .exif), (4, .interop), (3, .gps), (1, .ifd1),
  ]

  /// Loads a TIFF structure (from its `II`/`MM` header) with libexif's
  /// `exif_data_load_data`, behind the `Exif\0\0` header libexif expects.
  /// libexif reads at most 64 KiB of it, as an APP1 segment holds; a
  /// container with larger EXIF must bring what matters within that.
  ///
  /// With `display`, each entry also gets libexif's human-readable value
  /// (`exif_entry_get_value`: "1/125 sec.", "f/5.6", "Center-weighted
  /// average"), for `tags`' text view; `inspect` does not need it.
  static func load(tiff: [UInt8], display: Bool = false) -> Loaded? {
    let block = header + tiff
    guard let data = exif_data_new() else { return nil }
    defer { exif_data_unref(data) }
    exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
    exif_data_unset_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS)
    block.withUnsafeBufferPointer { buffer in
      exif_data_load_data(data, buffer.baseAddress, UInt32(clamping: buffer.count))
    }
    let bigEndian = exif_data_get_byte_order(data) == EXIF_BYTE_ORDER_MOTOROLA
    let ifd = data.pointee.ifd
    let contents = [ifd.0, ifd.1, ifd.2, ifd.3, ifd.4]
    var entries: [RawExifEntry] = []
    for (index, directory) in directoryOrder {
      guard let content = contents[index], let list = content.pointee.entries else { continue }
      for position in 0..<Int(content.pointee.count) {
        guard let entry = list[position] else { continue }
        var raw = rawEntry(entry.pointee, in: directory)
        if display { raw.display = displayValue(entry) }
        entries.append(raw)
      }
    }
    return Loaded(bigEndian: bigEndian, entries: entries)
  }

  /// libexif's text for the entry, into a buffer it cannot overrun; none
  /// when it is only libexif's fallback for a type it does not format
  /// ("18 bytes undefined data"), which says less than the decoded value:
  /// an undefined-typed GPSProcessingMethod then reads `HYBRID-FIX`, as
  /// ExifTool gives it, and a CFAPattern its numbers (issue 36).
  private static func displayValue(_ entry: UnsafeMutablePointer<ExifEntry>) -> String? {
    var buffer = [CChar](repeating: 0, count: 1024)
    let text = buffer.withUnsafeMutableBufferPointer { pointer -> String? in
      guard let base = pointer.baseAddress, exif_entry_get_value(entry, base, UInt32(pointer.count)) != nil else {
        return nil
      }
      return String(decoding: pointer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return text.map(\.trimmed).flatMap { $0.isEmpty || isUndefinedDataFallback($0) ? nil : $0 }
  }

  /// libexif's `exif_entry_get_value` default: "%i bytes undefined data".
  static func isUndefinedDataFallback(_ text: String) -> Bool {
    guard text.hasSuffix(" bytes undefined data") else { return false }
    let count = text.dropLast(" bytes undefined data".count)
    return !count.isEmpty && count.allSatisfy { ("0"..."9").contains($0) }
  }

  private static func rawEntry(_ entry: ExifEntry, in directory: ExifDirectory) -> RawExifEntry {
    var bytes: [UInt8] = []
    if let data = entry.data, entry.size > 0 {
      bytes = Array(UnsafeBufferPointer(start: data, count: Int(entry.size)))
    }
    return RawExifEntry(
      directory: directory, tag: UInt16(truncatingIfNeeded: entry.tag.rawValue),
      format: UInt16(truncatingIfNeeded: entry.format.rawValue), count: Int(entry.components), bytes: bytes)
  }
}
