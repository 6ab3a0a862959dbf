/// What the file system and the first bytes say about a file.
public struct FileFacts: Sendable, Hashable {
  /// The path as the user gave it.
  public let path: String
  /// The last path component.
  public let name: String
  public let size: Int64
  public let format: ImageFormat

  public init(path: String, size: Int64, format: ImageFormat) {
    self.path = path
    self.name = path.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init) ?? path
    self.size = size
    self.format = format
  }
}
