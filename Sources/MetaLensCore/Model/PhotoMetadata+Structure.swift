/// Each container's structure, nil unless the file is of that container; a
/// view of `PhotoMetadata.structure` for code that asks about one.
extension PhotoMetadata {
  public var jpeg: JPEGStructure? {
    if case .jpeg(let jpeg) = structure { return jpeg }
    return nil
  }

  public var tiff: TIFFStructure? {
    if case .tiff(let tiff) = structure { return tiff }
    return nil
  }

  public var png: PNGStructure? {
    if case .png(let png) = structure { return png }
    return nil
  }

  public var webp: WebPStructure? {
    if case .webp(let webp) = structure { return webp }
    return nil
  }

  public var gif: GIFStructure? {
    if case .gif(let gif) = structure { return gif }
    return nil
  }

  public var heif: HEIFStructure? {
    if case .heif(let heif) = structure { return heif }
    return nil
  }
}
