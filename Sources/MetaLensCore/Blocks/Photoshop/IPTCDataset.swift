/// ExifTool's names and value conversions for IPTC-IIM datasets.
enum IPTCDataset {
  struct Key: Hashable {
    let record: UInt8
    let number: UInt8
  }

  private static let envelope: [UInt8: String] = [
    0: "EnvelopeRecordVersion", 5: "Destination", 20: "FileFormat", 22: "FileVersion",
    30: "ServiceIdentifier", 40: "EnvelopeNumber", 50: "ProductID", 60: "EnvelopePriority",
    70: "DateSent", 80: "TimeSent", 90: "CodedCharacterSet", 100: "UniqueObjectName",
    120: "ARMIdentifier", 122: "ARMVersion",
  ]

  private static let application: [UInt8: String] = [
    0: "ApplicationRecordVersion", 3: "ObjectTypeReference", 4: "ObjectAttributeReference",
    5: "ObjectName", 7: "EditStatus", 8: "EditorialUpdate", 10: "Urgency", 12: "SubjectReference",
    15: "Category", 20: "SupplementalCategories", 22: "FixtureIdentifier", 25: "Keywords",
    26: "ContentLocationCode", 27: "ContentLocationName", 30: "ReleaseDate", 35: "ReleaseTime",
    37: "ExpirationDate", 38: "ExpirationTime", 40: "SpecialInstructions", 42: "ActionAdvised",
    45: "ReferenceService", 47: "ReferenceDate", 50: "ReferenceNumber", 55: "DateCreated",
    60: "TimeCreated", 62: "DigitalCreationDate", 63: "DigitalCreationTime", 65: "OriginatingProgram",
    70: "ProgramVersion", 75: "ObjectCycle", 80: "By-line", 85: "By-lineTitle", 90: "City",
    92: "Sub-location", 95: "Province-State", 100: "Country-PrimaryLocationCode",
    101: "Country-PrimaryLocationName", 103: "OriginalTransmissionReference", 105: "Headline",
    110: "Credit", 115: "Source", 116: "CopyrightNotice", 118: "Contact", 120: "Caption-Abstract",
    121: "LocalCaption", 122: "Writer-Editor", 125: "RasterizedCaption", 130: "ImageType",
    131: "ImageOrientation", 135: "LanguageIdentifier", 150: "AudioType", 151: "AudioSamplingRate",
    152: "AudioSamplingResolution", 153: "AudioDuration", 154: "AudioOutcue", 184: "JobID",
    185: "MasterDocumentID", 186: "ShortDocumentID", 187: "UniqueDocumentID", 188: "OwnerID",
    200: "ObjectPreviewFileFormat", 201: "ObjectPreviewFileVersion", 202: "ObjectPreviewData",
    221: "Prefs", 225: "ClassifyState", 228: "SimilarityIndex", 230: "DocumentNotes",
    231: "DocumentHistory", 232: "ExifCameraInfo", 255: "CatalogSets",
  ]

  /// Repeatable datasets: always reported as lists.
  private static let lists: Set<Key> = Set(
    [
      (1, 5), (2, 4), (2, 12), (2, 20), (2, 25), (2, 26), (2, 27), (2, 45), (2, 47), (2, 50), (2, 80),
      (2, 85), (2, 118), (2, 122), (2, 231), (2, 255),
    ].map { Key(record: $0.0, number: $0.1) })

  private static let binaryNumbers: Set<Key> = Set(
    [(1, 0), (1, 20), (1, 22), (2, 0), (2, 200), (2, 201)].map { Key(record: $0.0, number: $0.1) })
  private static let dates: Set<Key> = Set(
    [(1, 70), (2, 30), (2, 37), (2, 47), (2, 55), (2, 62)].map { Key(record: $0.0, number: $0.1) })
  private static let times: Set<Key> = Set(
    [(1, 80), (2, 35), (2, 38), (2, 60), (2, 63)].map { Key(record: $0.0, number: $0.1) })

  static func name(of key: Key) -> String {
    switch key.record {
    case 1: envelope[key.number] ?? "IPTC_EnvelopeRecord_\(key.number)"
    case 2: application[key.number] ?? "IPTC_ApplicationRecord_\(key.number)"
    default: "IPTC_Record\(key.record)_\(key.number)"
    }
  }

  static func isList(_ key: Key) -> Bool { lists.contains(key) }

  /// The dataset's value: binary integers as numbers, dates and times in
  /// ExifTool's `YYYY:MM:DD` and `HH:MM:SS+HH:MM` forms, the rest as text.
  static func value(of key: Key, _ body: ArraySlice<UInt8>) -> MetadataValue {
    if key == Key(record: 2, number: 202) { return .binary(byteCount: body.count) }
    if binaryNumbers.contains(key), body.count <= 4 {
      return .integer(body.reduce(0) { $0 << 8 | Int64($1) })
    }
    let text = TextDecoding.windows1252(body)
    if dates.contains(key) { return .text(date(text) ?? text) }
    if times.contains(key) { return .text(time(text) ?? text) }
    return .text(text)
  }

  /// ExifTool's ExifDate (Exif.pm): the last eight digits, whatever stands
  /// between year, month and day, as `YYYY:MM:DD`.
  private static func date(_ text: String) -> String? {
    let characters = Array(text.hasSuffix("\0") ? text.dropLast() : text[...])
    let digits = characters.enumerated().filter { $0.element.isASCII && $0.element.isNumber }
    guard digits.count >= 8, characters.last?.isNumber == true else { return nil }
    // ExifTool's pattern: 4 digits, any non-digits, 2 digits, any non-digits, 2 digits, at the end.
    let tail = digits.suffix(8).map(\.offset)
    guard tail[7] == characters.count - 1, tail[6] == tail[7] - 1, tail[4] == tail[5] - 1,
      tail[0] + 3 == tail[3], tail[1] == tail[0] + 1, tail[2] == tail[1] + 1
    else { return nil }
    let year = String(characters[tail[0]...tail[3]])
    return String(characters[..<tail[0]]) + year + ":" + String(characters[tail[4]...tail[5]]) + ":"
      + String(characters[tail[6]...tail[7]])
  }

  /// ExifTool's ExifTime (Exif.pm): spaces become colons, the first six
  /// digits `HH:MM:SS`, a final `±HHMM` `±HH:MM`, and everything else kept
  /// (`135926.054-0600` is `13:59:26.054-06:00`), so nothing is dropped.
  private static func time(_ text: String) -> String? {
    var characters = text.map { $0 == " " ? ":" : $0 }
    if characters.last == "\0" { characters.removeLast() }
    guard characters.count >= 6, characters[0..<6].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    characters.insert(":", at: 4)
    characters.insert(":", at: 2)
    var end = characters.count
    while end > 0, characters[end - 1].isWhitespace { end -= 1 }
    if end >= 5, ["+", "-"].contains(characters[end - 5]),
      characters[(end - 4)..<end].allSatisfy({ $0.isASCII && $0.isNumber })
    {
      return String(characters[..<(end - 2)]) + ":" + String(characters[(end - 2)..<end])
    }
    return String(characters)
  }
}
