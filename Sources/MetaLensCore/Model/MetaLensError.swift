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
  /// `metalens compare` cannot decode this format's picture yet (PNG,
  /// WebP, GIF, TIFF…): its metadata is read, its pixels are not.
  case pictureNotDecoded(path: String, format: ImageFormat)

  public var path: String {
    switch self {
    case .notFound(let path), .isDirectory(let path), .notRegularFile(let path), .unreadable(let path, _, _),
      .empty(let path), .notAnImage(let path), .unsupportedFormat(let path, _), .truncated(let path, _),
      .corrupt(let path, _), .pictureNotDecoded(let path, _):
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
    case .pictureNotDecoded: "picture_not_decoded"
    }
  }

  /// The reason, in a few English words, without the path (JSON, CSV).
  public var reason: String { reason(in: .english) }

  /// The reason in the words of `catalogue`; the system's or the reader's
  /// own detail is kept as it is.
  public func reason(in catalogue: Catalogue) -> String {
    switch self {
    case .notFound: catalogue.text(ErrorWords.notFound)
    case .isDirectory: catalogue.text(ErrorWords.isDirectory)
    case .notRegularFile: catalogue.text(ErrorWords.notRegularFile)
    case .unreadable(_, let reason, _): catalogue.text(ErrorWords.unreadable(reason: reason))
    case .empty: catalogue.text(ErrorWords.empty)
    case .notAnImage: catalogue.text(ErrorWords.notAnImage)
    case .unsupportedFormat(_, let format): catalogue.text(ErrorWords.unsupportedFormat(format: format.rawValue))
    case .truncated(_, let detail): catalogue.text(ErrorWords.truncated(detail: detail))
    case .corrupt(_, let detail): catalogue.text(ErrorWords.corrupt(detail: detail))
    case .pictureNotDecoded(_, let format): catalogue.text(ErrorWords.pictureNotDecoded(format: format.rawValue))
    }
  }

  /// What the user can do about it, when there is something to say.
  public var hint: String? { hint(in: .english) }

  public func hint(in catalogue: Catalogue) -> String? {
    switch self {
    case .notFound: catalogue.text(ErrorWords.checkThePath)
    case .isDirectory: catalogue.text(ErrorWords.passTheFilesInside)
    case .notAnImage: catalogue.text(ErrorWords.formatsRead)
    case .truncated: catalogue.text(ErrorWords.fetchAgain)
    case .unreadable(_, _, let hint): hint ?? catalogue.text(ErrorWords.checkPermissions)
    case .unsupportedFormat(_, let format) where format.isUnreadRaw:
      // Converting a raw writes a new file in the converter's name: the
      // evidence is what the camera wrote, so look at that instead.
      catalogue.text(ErrorWords.inspectTheCameraJPEG)
    case .unsupportedFormat: catalogue.text(ErrorWords.useExifTool)
    case .pictureNotDecoded: catalogue.text(ErrorWords.compareTheJPEG)
    default: nil
    }
  }

  public var description: String { "\(path): \(reason)" }
}
