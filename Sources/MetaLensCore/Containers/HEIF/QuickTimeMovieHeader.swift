/// The movie header (`moov`/`mvhd`, ISO/IEC 14496-12 §8.2.2) of a HEIF
/// image sequence (AVIF sequences, `msf1` HEICs), as ExifTool's QuickTime.pm
/// names and values it with `-n`: times since 1904 as UTC dates, the
/// duration in seconds, rate and volume as numbers. Read only for `tags`.
enum QuickTimeMovieHeader {
  /// The first bytes of `moov` read: `mvhd` comes first and is 120 bytes.
  static let readBytes = 4096

  /// The tags of the `mvhd` box inside `moov`'s first bytes.
  static func tags(moov: ArraySlice<UInt8>) -> [MetadataTag] {
    var walker = ISOBMFFChildren()
    guard let mvhd = walker.children(of: moov, parent: "moov").first(where: { $0.header.type == "mvhd" }) else {
      return []
    }
    var cursor = ByteCursor(mvhd.payload)
    guard let version = cursor.fullBoxVersion() else { return [] }
    let long = version == 1
    func time() -> UInt64? { long ? cursor.u64() : cursor.u32().map(UInt64.init) }
    guard let created = time(), let modified = time(), let scale = cursor.u32(), let length = time(),
      let rate = cursor.u32(), let volume = cursor.u16(), cursor.u16() != nil, cursor.u32() != nil, cursor.u32() != nil
    else { return [] }
    let matrix = (0..<9).compactMap { _ in cursor.u32() }
    let times = (0..<6).compactMap { _ in cursor.u32() }
    guard matrix.count == 9, times.count == 6, let next = cursor.u32() else { return [] }
    func tag(_ name: String, _ value: MetadataValue) -> MetadataTag {
      MetadataTag(group: "QuickTime", name: name, value: value)
    }
    let matrixText = matrix.enumerated().map { index, raw in
      let value = Double(Int32(bitPattern: raw)) / (index % 3 == 2 ? 1_073_741_824 : 65536)
      return NumberFormatting.text(value, significantDigits: 10)
    }
    var tags = [tag("MovieHeaderVersion", .integer(Int64(version)))]
    for (name, seconds) in [("CreateDate", created), ("ModifyDate", modified)] {
      if let date = date(secondsSince1904: seconds) { tags.append(tag(name, .text(date))) }
    }
    tags += [
      tag("TimeScale", .integer(Int64(scale))),
      tag("Duration", .real(scale == 0 ? 0 : Double(length) / Double(scale))),
      tag("PreferredRate", .real(Double(rate) / 65536)), tag("PreferredVolume", .real(Double(volume) / 256)),
      tag("MatrixStructure", .text(matrixText.joined(separator: " "))),
    ]
    let names = ["PreviewTime", "PreviewDuration", "PosterTime", "SelectionTime", "SelectionDuration", "CurrentTime"]
    tags += zip(names, times).map { tag($0, .integer(Int64($1))) }
    tags.append(tag("NextTrackID", .integer(Int64(next))))
    return tags
  }

  /// `YYYY:MM:DD HH:MM:SS` in UTC for seconds since 1904-01-01; nil for 0
  /// (no date), as ExifTool leaves it out.
  static func date(secondsSince1904 seconds: UInt64) -> String? {
    guard seconds > 0, seconds < 1 << 40 else { return nil }
    let days = Int(seconds / 86400)
    let rest = Int(seconds % 86400)
    // Civil date from days since 1904-01-01 (a leap year); Howard Hinnant's
    // days-to-civil algorithm, shifted to 1970 (24,107 days later).
    let z = days - 24_107 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    let pad = NumberFormatting.zeroPadded
    return
      "\(pad(year, 4)):\(pad(month, 2)):\(pad(day, 2)) \(pad(rest / 3600, 2)):\(pad(rest / 60 % 60, 2)):\(pad(rest % 60, 2))"
  }
}
