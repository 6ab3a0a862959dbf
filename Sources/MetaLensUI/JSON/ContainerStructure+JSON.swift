import MetaLensCore

/// The container's own section of the document (`jpeg`, `tiff`, `png`,
/// `webp`, `gif` or `heif`), keyed by `name`.
extension ContainerStructure: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    switch self {
    case .jpeg(let jpeg): json.value(jpeg)
    case .tiff(let tiff): json.value(tiff)
    case .png(let png): json.value(png)
    case .webp(let webp): json.value(webp)
    case .gif(let gif): json.value(gif)
    case .heif(let heif): json.value(heif)
    }
  }
}
