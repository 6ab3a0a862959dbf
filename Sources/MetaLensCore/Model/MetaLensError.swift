/// Why a file could not be read at all. A file that merely lacks metadata is
/// not an error: it yields a `PhotoMetadata` with few tags.
public enum MetaLensError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The path names a directory.
  case isDirectory(path: String)
  /// The path names a FIFO, device, socket or other non-regular file, which
  /// metalens refuses before reading a byte.
  case notRegularFile(path: String)
  /// The file exists but cannot be opened or read. `hint` replaces the usual
  /// advice (check the permissions) when the cause lies elsewhere.
  case unreadable(path: String, reason: String, hint: String? = nil)
  /// The file is empty.
  case empty(path: String)
  /// The first bytes match no image format metalens knows.
  case notAnImage(path: String)
  /// The file is an image in a format this version does not read yet.
  case unsupportedFormat(path: String, format: ImageFormat)
  /// The file ends before its header does.
  case truncated(path: String, detail: String)
  /// The header is too damaged to read.
  case corrupt(path: String, detail: String)

  public var path: String {
    switch self {
    case .notFound(let path), .isDirectory(let path), .notRegularFile(let path), .unreadable(let path, _, _),
      .empty(let path), .notAnImage(let path), .unsupportedFormat(let path, _), .truncated(let path, _),
      .corrupt(let path, _):
      path
    }
  }

  /// A stable snake_case code for machines (`not_found`, `truncated`…).
  public var code: String {
    switch self {
    case .notFound: "not_found"
    case .isDirectory: "is_directory"
    case .notRegularFile: "not_regular_file"
    case .unreadable: "unreadable"
    case .empty: "empty"
    case .notAnImage: "not_an_image"
    case .unsupportedFormat: "unsupported_format"
    case .truncated: "truncated"
    case .corrupt: "corrupt"
    }
  }

  /// The reason, in a few words, without the path.
  public var reason: String {
    switch self {
    case .notFound: "no such file"
    case .isDirectory: "is a directory"
    case .notRegularFile: "not a regular file (FIFO, device or socket); refused without reading"
    case .unreadable(_, let reason, _): "cannot be read: \(reason)"
    case .empty: "empty file"
    case .notAnImage: "not an image (unrecognised file signature)"
    case .unsupportedFormat(_, let format): "\(format.rawValue) files are not supported yet"
    case .truncated(_, let detail): "truncated: \(detail)"
    case .corrupt(_, let detail): "corrupt: \(detail)"
    }
  }

  /// What the user can do about it, when there is something to say.
  public var hint: String? {
    switch self {
    case .notFound: "check the path and its spelling"
    case .isDirectory: "pass the image files inside it"
    case .unreadable(_, _, let hint): hint ?? "check the file's permissions"
    case .notAnImage:
      "metalens reads JPEG, PNG, WebP, GIF, HEIC/HEIF/AVIF, TIFF, DNG and TIFF-based raws; the name's extension is not used"
    case .unsupportedFormat(_, let format) where format.isUnreadRaw:
      // Converting a raw writes a new file in the converter's name: the
      // evidence is what the camera wrote, so look at that instead.
      "inspect the JPEG the camera saved with it, or this file with ExifTool; a converted copy would carry the converter's traces, not the camera's"
    case .unsupportedFormat: "inspect it with ExifTool meanwhile"
    case .truncated: "the copy is incomplete; fetch the file again"
    default: nil
    }
  }

  public var description: String { "\(path): \(reason)" }
}
