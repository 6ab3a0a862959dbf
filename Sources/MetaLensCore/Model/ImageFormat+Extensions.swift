/// The file name extensions images are saved under, for deciding what a
/// file found in a folder was meant to be. Formats are still recognised from
/// the content only; the name only decides whether a file that is not an
/// image is worth reporting.
extension ImageFormat {
  /// Lower-case extensions, without the dot, of every format metalens reads
  /// or recognises.
  public static let fileExtensions: Set<String> = [
    "jpg", "jpeg", "jpe", "jfif", "png", "apng", "gif", "webp", "heic", "heics", "heif", "hif", "avif", "tif", "tiff",
    "btf", "dng", "cr2", "cr3", "crw", "nef", "nrw", "arw", "srf", "sr2", "pef", "iiq", "srw", "orf", "rw2", "raf",
    "x3f", "mrw", "jxl", "jp2", "j2k", "bmp",
  ]

  /// Whether the last component of `path` ends in one of `fileExtensions`
  /// (any case): `IMG_1.JPG` does, `notes.txt` and `.jpg` alone do not.
  public static func hasImageExtension(_ path: String) -> Bool {
    let name = path.lastComponent(separatedBy: UInt8(ascii: "/")) ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return fileExtensions.contains(name[name.index(after: dot)...].lowercased())
  }
}
