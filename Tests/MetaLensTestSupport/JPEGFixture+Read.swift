import MetaLensCore

extension JPEGFixture {
  /// Writes the fixture and reads it back with `PhotoMetadataService`, the
  /// way the command does.
  public func metadata() throws -> PhotoMetadata {
    try PhotoMetadataService().read(path: try write())
  }
}

extension PhotoMetadata {
  /// The names of the tags in `group`, in file order.
  public func names(in group: String) -> [String] {
    tags.tags(in: group).map(\.name)
  }
}
