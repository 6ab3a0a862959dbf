import MetaLensCore

/// The container's own section of the document (`jpeg`, `tiff`, `png`,
/// `webp`, `gif` or `heif`), keyed by `name`.
extension ContainerStructure: JSONRepresentable {
  public var json: JSONValue {
    switch self {
    case .jpeg(let jpeg): jpeg.json
    case .tiff(let tiff): tiff.json
    case .png(let png): png.json
    case .webp(let webp): webp.json
    case .gif(let gif): gif.json
    case .heif(let heif): heif.json
    }
  }
}
