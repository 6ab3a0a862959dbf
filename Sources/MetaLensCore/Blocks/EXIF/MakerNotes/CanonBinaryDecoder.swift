/// Reads Canon's binary sub-directories (CameraSettings, FocalLength,
/// ShotInfo, ColorData…) as ExifTool's `ProcessBinaryData` does
/// (ExifTool.pm): each index of `CanonBinaryTable` at its offset, kept or
/// dropped by its RawConv, its data members set in directory order.
///
/// The ValueConvs are applied by `value(of:)` once every directory has
/// been read, as ExifTool applies them at output: MaxFocalLength in
/// CameraSettings divides by FocalUnits, which comes after it.
struct CanonBinaryDecoder {
  /// One kept value, raw, with the conversion `-n` prints it through.
  struct Reading {
    let name: String
    /// The first (or only) number read.
    let raw: Int64
    /// An array's other numbers (`int16s[4]`), as many as the data holds
    /// (ExifTool shortens an array so); empty for one number, which then
    /// costs no allocation.
    let more: [Int64]
    let conversion: CanonValueConversion
  }

  let bigEndian: Bool
  /// The IFD0 Model, trailing blanks removed (ExifTool's `$$self{Model}`),
  /// which some tags' conditions read.
  let model: String?
  /// ExifTool's data members (`$$self{FocalUnits}`…) set so far.
  private(set) var members: [String: Int64] = [:]

  init(bigEndian: Bool, model: String?) {
    self.bigEndian = bigEndian
    self.model = model
  }

  /// The kept values of `data`, one MakerNote entry's bytes, read as
  /// `table`. Reads never leave `data`; an index it does not reach is
  /// not there, and a validated table whose length word is not the data's
  /// length gives nothing (Canon.pm `Validate`).
  mutating func decode(_ data: ArraySlice<UInt8>, as table: CanonBinaryTable) -> [Reading] {
    let reader = BinaryReader(data, bigEndian: bigEndian)
    if table.validated {
      guard let length = reader.u16(0).map(Int.init), length == data.count || length == table.alsoValid else {
        return []
      }
    }
    guard let step = TIFFEntry.componentSize(table.format) else { return [] }
    var readings: [Reading] = []
    // The index whose tag is chosen: ExifTool takes the first of an index's
    // tags whose condition holds (ExifTool.pm `GetTagInfo`).
    var claimed: Int?
    for tag in table.tags where tag.index != claimed {
      if let required = tag.requires, (members[required] ?? 0) == 0 { continue }
      if let member = tag.member, !member.values.contains(members[member.name] ?? 0) { continue }
      if let condition = tag.model, !condition.holds(for: model) { continue }
      claimed = tag.index
      guard tag.shown else { continue }
      guard let raw = Self.integer(reader, at: tag.index * step, format: tag.format) else { continue }
      let more =
        tag.count > 1 ? Self.integers(reader, after: tag.index * step, format: tag.format, count: tag.count) : []
      // A rational the data does not hold whole is not there (ReadValue).
      if tag.value == .rational, more.count != 1 { continue }
      // The RawConv runs (and sets its member) before it decides; the
      // generator gives an array none.
      if let member = tag.stores { members[member] = raw }
      guard tag.keep.keeps(raw, model: model) else { continue }
      readings.append(Reading(name: tag.name, raw: raw, more: more, conversion: tag.value))
    }
    return readings
  }

  /// What `-n` prints for `reading`, with the members as they stand.
  func value(of reading: Reading) -> MetadataValue {
    reading.more.isEmpty
      ? reading.conversion.apply(reading.raw, members: members)
      : reading.conversion.apply([reading.raw] + reading.more, members: members)
  }

  /// An array's integers after its first at `offset`, up to `count` in
  /// all, as many as the data holds (ExifTool's `ReadValue` shortens an
  /// array so).
  static func integers(_ reader: BinaryReader, after offset: Int, format: UInt16, count: Int) -> [Int64] {
    guard let size = TIFFEntry.componentSize(format) else { return [] }
    var values: [Int64] = []
    for index in 1..<max(count, 1) {
      guard let value = integer(reader, at: offset + index * size, format: format) else { break }
      values.append(value)
    }
    return values
  }

  /// The integer of TIFF type `format` at `offset`, nil past the end.
  static func integer(_ reader: BinaryReader, at offset: Int, format: UInt16) -> Int64? {
    switch format {
    case 1: reader.u8(offset).map { Int64($0) }
    case 6: reader.u8(offset).map { Int64(Int8(bitPattern: $0)) }
    case 3: reader.u16(offset).map { Int64($0) }
    case 8: reader.u16(offset).map { Int64(Int16(bitPattern: $0)) }
    case 4: reader.u32(offset).map { Int64($0) }
    case 9: reader.u32(offset).map { Int64(Int32(bitPattern: $0)) }
    default: nil
    }
  }
}
