/// Reads a photo's metadata into plain Swift values, without inventing or
/// losing anything. Only reads: nothing is written, nothing is sent.
///
/// The format comes from the file's first bytes, never from its name. Only the
/// metadata is read (for a JPEG, the header up to the first scan; for other
/// containers, their metadata chunks, boxes or IFDs, skipping image data), so
/// a 2 GB file costs what its metadata costs.
public struct PhotoMetadataService: Sendable {
  public let limits: ReadLimits
  public let options: ReadingOptions

  public init(limits: ReadLimits = .standard, options: ReadingOptions = .standard) {
    self.limits = limits
    self.options = options
  }

  /// Reads the file at `path`.
  public func read(path: String) throws(MetaLensError) -> PhotoMetadata {
    let source = try FileSource(path: path)
    let metadata = try read(source)
    try source.verifyUnchanged()
    return metadata
  }

  /// Reads the metadata of a file already open; the caller checks that it
  /// did not change once every stage has read it.
  func read(_ source: FileSource) throws(MetaLensError) -> PhotoMetadata {
    guard source.size > 0 else { throw .empty(path: source.path) }
    var window = try FileHeaderWindow(source: source, limit: limits.maxHeaderBytes)
    return try read(&window, path: source.path, size: source.size)
  }

  /// Reads an image held in memory (a fuzzer's input, an upload), reported
  /// under `path`. Only the first `limits.maxHeaderBytes` are looked at.
  /// `whole` is false for a stream read only up to a bound (`metalens -`
  /// past the read limit): its end was not seen (`ByteWindow.sizeIsExact`).
  public func read(bytes: [UInt8], path: String = "<memory>", whole: Bool = true) throws(MetaLensError)
    -> PhotoMetadata
  {
    guard !bytes.isEmpty else { throw .empty(path: path) }
    var window = MemoryWindow(
      Array(bytes.prefix(limits.maxHeaderBytes)), size: Int64(bytes.count), sizeIsExact: whole)
    return try read(&window, path: path, size: Int64(bytes.count))
  }

  private func read(_ window: inout some ByteWindow, path: String, size: Int64) throws(MetaLensError) -> PhotoMetadata {
    guard let format = ImageFormat.detect(window.bytes.prefix(ImageFormat.signatureLength)) else {
      throw .notAnImage(path: path)
    }
    let file = FileFacts(path: path, size: size, format: format)
    switch format {
    case .jpeg:
      return try JPEGMetadataReader(limits: limits, options: options).read(&window, file: file)
    case let format where format.isTIFFBased:
      return try TIFFMetadataReader(limits: limits, options: options).read(&window, file: file)
    case .png:
      return try PNGMetadataReader(limits: limits, options: options).read(&window, file: file)
    case .webp:
      return try WebPMetadataReader(limits: limits, options: options).read(&window, file: file)
    case .gif:
      return try GIFMetadataReader(limits: limits, options: options).read(&window, file: file)
    case .heic, .heif, .avif:
      return try HEIFMetadataReader(limits: limits, options: options).read(&window, file: file)
    default:
      throw .unsupportedFormat(path: path, format: format)
    }
  }
}
