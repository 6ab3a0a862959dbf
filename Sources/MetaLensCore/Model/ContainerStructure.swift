/// How the file is built, in the terms of its container: exactly one per
/// file, so a reader sets one case and nothing can hold two.
public enum ContainerStructure: Sendable, Hashable {
  case jpeg(JPEGStructure)
  /// TIFF, BigTIFF, DNG and the TIFF-based raws.
  case tiff(TIFFStructure)
  case png(PNGStructure)
  case webp(WebPStructure)
  case gif(GIFStructure)
  /// HEIC, HEIF and AVIF.
  case heif(HEIFStructure)

  /// The container's name in JSON (`"jpeg"`, `"tiff"`…).
  public var name: String {
    switch self {
    case .jpeg: "jpeg"
    case .tiff: "tiff"
    case .png: "png"
    case .webp: "webp"
    case .gif: "gif"
    case .heif: "heif"
    }
  }

  /// Where the file keeps its C2PA manifest store, whatever the container:
  /// the chunk, box, tag or extension, or for a JPEG the span of its APP11
  /// JUMBF segments. A C2PA validation hashes the file around it.
  public var c2paPresence: C2PAPresence? {
    switch self {
    case .jpeg(let jpeg):
      let segments = jpeg.segments.filter { $0.marker == 0xEB && $0.identifier == "JP" }
      guard let first = segments.first, let last = segments.last else { return nil }
      let end = Int64(last.offset) + 2 + Int64(last.length)
      return C2PAPresence(offset: Int64(first.offset), length: end - Int64(first.offset))
    case .tiff(let tiff): return tiff.c2pa
    case .png(let png): return png.c2pa
    case .webp(let webp): return webp.c2pa
    case .gif(let gif): return gif.c2pa
    case .heif(let heif): return heif.c2paBox
    }
  }
}
