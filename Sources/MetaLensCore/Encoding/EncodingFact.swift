/// One fact of a JPEG's header that a platform match rests on, named so that
/// another tool can check it: the marker segment it is read from (`DQT`,
/// `SOF2`, `APP2 ICC_PROFILE`…) and what it holds there.
public struct EncodingFact: Sendable, Hashable {
  /// The marker segment, as ExifTool and `jpegdump` name it.
  public let marker: String
  /// What the segment holds (`IJG tables at quality 95`, `absent`…).
  public let value: String

  public init(marker: String, value: String) {
    self.marker = marker
    self.value = value
  }
}
