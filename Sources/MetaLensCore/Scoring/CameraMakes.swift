/// What makers' own devices do, as far as the probable rules depend on it.
/// Quantization tables are known by model instead (`CameraTables`, from real
/// originals), so no make-wide guess about them is left here.
/// Each list holds only makes whose cameras and phones reliably behave so;
/// for other makes the rule stays silent rather than flag an original.
enum CameraMakes {
  /// Put their Exif APP1 segment first, with no JFIF APP0 before it (many
  /// older compacts, camcorders and Android phones write JFIF first).
  static let exifFirst = [
    "apple", "google", "canon", "nikon", "olympus", "om digital", "panasonic", "pentax", "ricoh", "leica",
  ]

  /// Write a MakerNote into every JPEG (early Fujifilm and Sony compacts and
  /// many phones write none).
  static let makerNoteAlways = [
    "apple", "canon", "nikon", "olympus", "om digital", "panasonic", "pentax", "ricoh", "leica",
  ]

  /// Write an IFD1 thumbnail into every JPEG.
  static let thumbnailAlways = [
    "apple", "canon", "nikon", "sony", "fujifilm", "olympus", "om digital", "panasonic", "pentax", "ricoh",
  ]

  /// True when `make` starts with one of `makes` (case-insensitive).
  static func make(_ make: String, isIn makes: [String]) -> Bool {
    let lowered = make.lowercased()
    return makes.contains { lowered.hasPrefix($0) }
  }
}
