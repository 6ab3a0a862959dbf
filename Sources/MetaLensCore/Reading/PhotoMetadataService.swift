/// Reads a photo's metadata into plain Swift values, without inventing or
/// losing anything. Only reads: nothing is written, nothing is sent.
///
/// The format comes from the file's first bytes, never from its name. Only the
/// header is read (for a JPEG, up to the first scan), so a 2 GB file costs
/// what its header costs.
public struct PhotoMetadataService: Sendable {
  public let limits: ReadLimits

  public init(limits: ReadLimits = .standard) {
    self.limits = limits
  }

  /// Reads the file at `path`.
  public func read(path: String) throws(MetaLensError) -> PhotoMetadata {
    let source = try FileSource(path: path)
    guard source.size > 0 else { throw .empty(path: path) }
    var window = try FileHeaderWindow(source: source, limit: limits.maxHeaderBytes)
    guard let format = ImageFormat.detect(window.bytes) else { throw .notAnImage(path: path) }
    let file = FileFacts(path: path, size: source.size, format: format)
    switch format {
    case .jpeg:
      return try JPEGMetadataReader(limits: limits).read(&window, file: file)
    default:
      throw .unsupportedFormat(path: path, format: format)
    }
  }
}
