import MetaLensCore

/// The compare page's pictures, side by side in the copy's frame (the frame
/// the comparer works in: the copy as its pixels are stored): the original's
/// preview turned, mirrored and cropped onto it by the browser
/// (`PictureTransform`: a `<use>` of the `<image>` the file's section
/// draws, under a matrix, clipped by its `<svg>`), the copy's, and the
/// difference map, each with the regions
/// outlined and numbered as the list below numbers them
/// (`HTMLRegionOverlay`, the inspect page's overlay). The previews are the
/// inspect page's (`Exhibit`: at most 640 pixels a side, `data:` URIs), so
/// the page stays bounded and works offline.
struct HTMLComparedPictures: HTMLComponent {
  let comparison: PictureComparison

  /// The drawing's units a side, as the overlay's.
  static let units = 1000.0

  /// The ids the files' sections draw their pictures under (the original's
  /// section is first on the page, the copy's second).
  static let pictureIDs = (original: "file-1-picture", copy: "file-2-picture")

  func render(in context: HTMLContext) -> String {
    let words = context.catalogue
    let size = Self.frame(comparison.copy)
    let overlay = HTMLRegionOverlay(
      regions: comparison.regions.map {
        PictureRegion(
          x: $0.x, y: $0.y, width: $0.width, height: $0.height, rule: "compare", strength: Int($0.strength.rounded()))
      }, map: nil
    ).render()
    let original = Self.toCopy(comparison)
    let copy = Self.unturning(comparison.copy)
    var figures = [
      figure(
        comparison.original, original, size, overlay, id: Self.pictureIDs.original,
        caption: words.text(original == nil ? CompareWords.originalPicture : CompareWords.alignedOriginal), words),
      figure(
        comparison.copy, copy, size, overlay, id: Self.pictureIDs.copy, caption: words.text(CompareWords.copyAsStored),
        words),
    ]
    if let map = comparison.differenceMap {
      figures.append(
        "<figure><div class=\"overlaid\">" + HTMLDifferenceMap(map: map, size: size).render() + overlay
          + "</div><figcaption>\(HTMLText.escape(words.text(CompareWords.differenceMap)))</figcaption></figure>")
    }
    return "<h2>\(HTMLText.escape(words.text(HTMLWords.pictures)))</h2><div class=\"pictures\">" + figures.joined()
      + "</div>"
  }

  /// A preview drawn through `transform` (from its own unit square to the
  /// copy's), or upright at its own size when there is none, or the inspect
  /// page's "no preview" box with the reason. The picture is a `<use>` of
  /// the `<image>` the file's section below draws under `id`
  /// (`HTMLPictures.referable`), so its bytes are in the page once; only a
  /// preview of unknown size, which its section draws as an `<img>`, is
  /// embedded here again.
  private func figure(
    _ inspection: Inspection, _ transform: PictureTransform?, _ size: (width: Int, height: Int), _ overlay: String,
    id: String, caption: String, _ words: Catalogue
  ) -> String {
    guard let preview = Self.drawable(inspection) else {
      let note = inspection.exhibit?.previewNote ?? words.text(HTMLWords.nothingToDraw)
      return "<figure><div class=\"nopreview\">\(HTMLText.escape(words.text(HTMLWords.noPreview(note: note))))</div>"
        + "<figcaption>\(HTMLText.escape(caption))</figcaption></figure>"
    }
    let own = HTMLPictures.referable(preview)
    // Through the matrix onto the copy's frame, or upright at its own size.
    guard let frame = transform == nil ? own : size else { return HTMLPictures.figure(preview, caption: caption) }
    let drawn =
      own == nil
      ? "<image href=\"\(HTMLText.dataURI(preview.bytes, mimeType: preview.mimeType))\" width=\"1000\" height=\"1000\" "
        + "preserveAspectRatio=\"none\"" : "<use href=\"#\(id)\""
    let image =
      "<svg class=\"aligned\" viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" width=\"\(frame.width)\" "
      + "height=\"\(frame.height)\" role=\"img\" aria-label=\"\(HTMLText.escape(caption))\">" + drawn
      + (transform.map { " transform=\"\($0.svg(scale: Self.units))\"" } ?? "") + "/></svg>"
    return "<figure><div class=\"overlaid\">\(image)\(transform == nil ? "" : overlay)</div>"
      + "<figcaption>\(HTMLText.escape(caption))</figcaption></figure>"
  }

  /// A preview the page can turn: the picture decoded (a JPEG, upright for
  /// its EXIF orientation) or the file itself (an AVIF the browser draws).
  /// An EXIF thumbnail standing in for it is not the picture compared.
  static func drawable(_ inspection: Inspection) -> ImagePreview? {
    guard let preview = inspection.exhibit?.preview, preview.origin != .exifThumbnail else { return nil }
    return preview
  }

  /// From a preview's upright square to the file's picture as the comparer
  /// decoded it: a JPEG's preview is turned upright for its EXIF
  /// orientation and the comparer's picture is not; libheif and the browser
  /// both apply a HEIF's `irot` and `imir`.
  static func unturning(_ inspection: Inspection) -> PictureTransform {
    guard inspection.metadata.file.format == .jpeg else { return .identity }
    return PictureTransform.orientation(orientation(inspection)).inverse
  }

  static func orientation(_ inspection: Inspection) -> Int {
    Int(inspection.metadata.value("IFD0", "Orientation")?.integer ?? 1)
  }

  /// The original's preview onto the copy's frame: back to its stored
  /// picture, turned and mirrored as the comparer found, then the part the
  /// copy shows stretched over the frame. Nil when the relation found no
  /// way from one to the other (unrelated, or not decoded): the original
  /// is then shown as the inspect page shows it, not stretched onto a frame
  /// it does not fit.
  static func toCopy(_ comparison: PictureComparison) -> PictureTransform? {
    guard comparison.relation == .derived || comparison.relation == .identical else { return nil }
    let turning = PictureTransform.turning(comparison.quarterTurns, mirrored: comparison.mirrored)
    var transform = unturning(comparison.original).then(turning)
    if let crop = comparison.crop { transform = transform.then(.window(turning.apply(crop))) }
    return transform
  }

  /// The copy's frame in pixels for the page (its stored preview's size,
  /// at most 640 a side), which all three figures share.
  static func frame(_ copy: Inspection) -> (width: Int, height: Int) {
    let preview = drawable(copy)
    guard let width = preview?.width, let height = preview?.height, width > 0, height > 0 else {
      // Declared sizes are hostile: bounded before they are multiplied.
      let (w, h) = (Self.side(copy.summary.width, or: 4), Self.side(copy.summary.height, or: 3))
      let side = max(w, h)
      return (max(1, w * 480 / side), max(1, h * 480 / side))
    }
    return orientation(copy) >= 5 && copy.metadata.file.format == .jpeg ? (height, width) : (width, height)
  }

  /// A declared side as 1…65,535 pixels.
  private static func side(_ value: Int64?, or fallback: Int) -> Int {
    Int(min(max(value ?? Int64(fallback), 1), 65_535))
  }
}
