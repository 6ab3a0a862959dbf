/// Reads a `CanonSerialTable` as Canon.pm's `ProcessSerialData` does: each
/// index at the position the previous one ended, its count from earlier
/// values, an array shown as ExifTool prints it under `-n` (the numbers
/// separated by spaces; one number as a number). A count of zero shows
/// nothing; reading stops at the first index the data does not hold.
enum CanonSerialDecoder {
  /// The shown values of `data` (one MakerNote entry's bytes) read as
  /// `table`, for a camera named `model`, with ExifTool's data members set
  /// so far (`AFInfoCount`, `AFInfo3`) that some conditions read.
  static func decode(
    _ data: ArraySlice<UInt8>, as table: CanonSerialTable, bigEndian: Bool, model: String? = nil,
    members: [String: Int64] = [:]
  ) -> [(name: String, value: MetadataValue)] {
    let reader = BinaryReader(data, bigEndian: bigEndian)
    guard passes(table.check, reader, size: data.count) else { return [] }
    var values: [Int: Int64] = [:]
    var found: [(name: String, value: MetadataValue)] = []
    var position = 0
    var index = 0
    while let tag = chosen(table, index, model: model, members: members) {
      index += 1
      let count: Int
      switch tag.count {
      case .one: count = 1
      case .fixed(let fixed): count = fixed
      case .value(let index): count = Int(values[index] ?? 0)
      case .sixteenths(let index, let plus): count = Int(((values[index] ?? 0) + 15) / 16) + plus
      }
      guard let size = TIFFEntry.componentSize(tag.format), count >= 0, count <= data.count,
        position + size * count <= data.count
      else { break }
      let numbers = (0..<count).compactMap {
        CanonBinaryDecoder.integer(reader, at: position + $0 * size, format: tag.format)
      }
      guard numbers.count == count else { break }
      if count == 1 { values[tag.index] = numbers[0] }
      position += size * count
      guard tag.shown, count > 0, count <= MakerNoteReader.maxComponents else { continue }
      let value: MetadataValue =
        count == 1 ? .integer(numbers[0]) : .text(numbers.map(String.init).joined(separator: " "))
      found.append((tag.name, value))
    }
    return found
  }

  /// The tag ExifTool reads at `index`: the first of its variants whose
  /// condition holds (ExifTool.pm `GetTagInfo`); nil ends the reading.
  static func chosen(
    _ table: CanonSerialTable, _ index: Int, model: String?, members: [String: Int64]
  ) -> CanonSerialTable.Tag? {
    table.tags.first { tag in
      tag.index == index && tag.unless.allSatisfy { $0.holds(members) }
        && (tag.model?.holds(for: model) ?? true)
    }
  }

  /// Whether ExifTool reads the data at all (Canon.pm `ValidateAFInfo`,
  /// `Validate`, and tag 0x0026's Condition).
  static func passes(_ check: CanonSerialTable.Check, _ reader: BinaryReader, size: Int) -> Bool {
    switch check {
    case .lengthNotZeroed:
      return reader.u16(0).map(Int.init) == size && reader.u32(0) != 0
    case .afInfo:
      guard size >= 24, let points = reader.u16(0), [1, 5, 7, 9, 15, 45, 53].contains(points),
        let w1 = reader.u16(4), let h1 = reader.u16(6), w1 != 0, h1 != 0
      else { return false }
      let f1 = Double(w1) / Double(h1)
      // A normal aspect ratio, or one ZoomBrowser turned for a rotated image.
      if [1.33, 1.67, 0.75, 0.60].contains(where: { abs(f1 - $0) < 0.01 }) { return true }
      guard let w2 = reader.u16(8), let h2 = reader.u16(10), w2 != 0, h2 != 0, w1 != h1 else { return false }
      let f2 = Double(w2) / Double(h2)
      return abs(1 - f1 / f2) < 0.01 || abs(1 - f1 * f2) < 0.01
    }
  }
}
