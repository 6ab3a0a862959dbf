/// One tag a flag rests on: where it is, which tag, and its value.
///
/// The value is data, in every language as in English: the tag's value as
/// the file holds it, or a short technical reading of the file ("ends at
/// byte 1234", "IJG standard, quality 80") in the terms ExifTool, exiv2 or
/// a hex viewer print, so that a reader can look for the same thing with
/// them. The flag's own text says what it means in the reader's language
/// (a Korean report explains a cut in Korean and quotes the place as data).
public struct Evidence: Sendable, Hashable, Codable {
  /// The group (`IFD0`, `XMP-xmp`, `File`, `JPEG`…).
  public let source: String
  public let tag: String
  public let value: String

  public init(source: String, tag: String, value: String) {
    self.source = source
    self.tag = tag
    self.value = value
  }
}
