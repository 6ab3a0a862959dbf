private import CExif

#if canImport(Glibc)
  import Glibc
#endif

/// Writes an `ExifFixture` through libexif, the library metalens reads with,
/// so fixtures are real-world EXIF. Options that add or fix tags are turned
/// off: the block holds exactly the fixture's entries.
enum LibExifWriter {
  static func write(_ fixture: ExifFixture) throws(FixtureError) -> [UInt8] {
    guard let data = exif_data_new() else { throw .exif("exif_data_new failed") }
    defer { exif_data_unref(data) }
    exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
    exif_data_unset_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS)
    exif_data_set_byte_order(data, fixture.bigEndian ? EXIF_BYTE_ORDER_MOTOROLA : EXIF_BYTE_ORDER_INTEL)
    let ifd = data.pointee.ifd
    let contents = [ifd.0, ifd.1, ifd.2, ifd.3, ifd.4]
    for entry in fixture.entries {
      guard let content = contents[entry.directory.rawValue] else { throw .exif("no IFD \(entry.directory)") }
      try add(entry, to: content, bigEndian: fixture.bigEndian)
    }
    if let thumbnail = fixture.thumbnail {
      guard let copy = malloc(thumbnail.count) else { throw .exif("out of memory") }
      thumbnail.withUnsafeBytes { raw in
        if let base = raw.baseAddress { copy.copyMemory(from: base, byteCount: raw.count) }
      }
      data.pointee.data = copy.assumingMemoryBound(to: UInt8.self)
      data.pointee.size = UInt32(thumbnail.count)
    }
    var buffer: UnsafeMutablePointer<UInt8>?
    var size: UInt32 = 0
    exif_data_save_data(data, &buffer, &size)
    defer { free(buffer) }
    guard let buffer, size > 0 else { throw .exif("exif_data_save_data wrote nothing") }
    return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
  }

  private static func add(
    _ fixture: ExifFixture.Entry, to content: UnsafeMutablePointer<ExifContent>, bigEndian: Bool
  ) throws(FixtureError) {
    let (format, count, bytes) = encode(fixture.value, bigEndian: bigEndian)
    guard let entry = exif_entry_new() else { throw .exif("exif_entry_new failed") }
    defer { exif_entry_unref(entry) }
    guard let storage = malloc(max(bytes.count, 1)) else { throw .exif("out of memory") }
    bytes.withUnsafeBytes { raw in
      if let base = raw.baseAddress { storage.copyMemory(from: base, byteCount: raw.count) }
    }
    entry.pointee.tag = ExifTag(rawValue: UInt32(fixture.tag))
    entry.pointee.format = ExifFormat(rawValue: UInt32(format))
    entry.pointee.components = UInt(count)
    entry.pointee.data = storage.assumingMemoryBound(to: UInt8.self)
    entry.pointee.size = UInt32(bytes.count)
    exif_content_add_entry(content, entry)
  }

  /// TIFF type, component count and stored bytes of a value.
  static func encode(_ value: ExifFixture.Value, bigEndian: Bool) -> (format: Int, count: Int, bytes: [UInt8]) {
    func u16(_ value: UInt16) -> [UInt8] {
      bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
    }
    func u32(_ value: UInt32) -> [UInt8] {
      let high = u16(UInt16(value >> 16))
      let low = u16(UInt16(value & 0xFFFF))
      return bigEndian ? high + low : low + high
    }
    switch value {
    case .ascii(let text):
      let bytes = Array(text.utf8) + [0]
      return (2, bytes.count, bytes)
    case .bytes(let bytes): return (1, bytes.count, bytes)
    case .short(let values): return (3, values.count, values.flatMap(u16))
    case .long(let values): return (4, values.count, values.flatMap(u32))
    case .rational(let values): return (5, values.count, values.flatMap { u32($0.0) + u32($0.1) })
    case .signedRational(let values):
      return (10, values.count, values.flatMap { u32(UInt32(bitPattern: $0.0)) + u32(UInt32(bitPattern: $0.1)) })
    case .double(let values):
      return (
        12, values.count,
        values.flatMap { value in
          let bits = value.bitPattern
          let high = u32(UInt32(bits >> 32))
          let low = u32(UInt32(bits & 0xFFFF_FFFF))
          return bigEndian ? high + low : low + high
        }
      )
    case .undefined(let bytes): return (7, bytes.count, bytes)
    }
  }
}
