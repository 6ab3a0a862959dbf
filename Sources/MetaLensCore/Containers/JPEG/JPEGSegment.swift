/// One marker segment of a JPEG, before the first scan.
public struct JPEGSegment: Sendable, Hashable {
  /// The marker code's second byte (0xE1 for APP1).
  public let marker: UInt8
  /// Offset of the segment's 0xFF byte in the file.
  public let offset: Int
  /// The segment's length field (payload plus the two length bytes); 0 for
  /// markers without a length.
  public let length: Int
  /// The NUL-terminated ASCII identifier that opens an APPn payload (`Exif`,
  /// `http://ns.adobe.com/xap/1.0/`, `ICC_PROFILE`, `JP`…).
  public let identifier: String?
  /// The text of a COM segment.
  public let comment: String?
  /// The label of the JUMBF box an APP11 segment starts (`c2pa` for a C2PA
  /// manifest store).
  public let label: String?

  public init(
    marker: UInt8, offset: Int, length: Int, identifier: String? = nil, comment: String? = nil, label: String? = nil
  ) {
    self.marker = marker
    self.offset = offset
    self.length = length
    self.identifier = identifier
    self.comment = comment
    self.label = label
  }

  /// The marker's conventional name (`SOI`, `APP1`, `DQT`, `SOF2`…).
  public var name: String { JPEGMarker.name(of: marker) }
}
