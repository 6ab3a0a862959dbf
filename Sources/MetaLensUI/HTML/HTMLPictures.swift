import MetaLensCore

/// The picture, and beside it the EXIF thumbnail when the file has one, so a
/// reader can see at a glance whether the two show the same scene. The
/// places the flags point at, and the double-compression map, are drawn
/// over the picture (`HTMLRegionOverlay`).
struct HTMLPictures: HTMLComponent {
  let exhibit: Exhibit?
  var overlay = HTMLRegionOverlay(regions: [], map: nil)

  func render(in context: HTMLContext) -> String {
    guard let exhibit else { return "" }
    let words = context.catalogue
    var figures: [String] = []
    if let preview = exhibit.preview, preview.origin != .exifThumbnail {
      var caption = words.text(Self.caption(preview))
      if overlay.map != nil { caption += " · " + words.text(ExhibitWords.regionsMap) }
      figures.append(Self.figure(preview, caption: caption, overlay: overlay.render()))
    } else {
      let note = exhibit.previewNote ?? words.text(HTMLWords.nothingToDraw)
      figures.append(
        "<figure><div class=\"nopreview\">\(HTMLText.escape(words.text(HTMLWords.noPreview(note: note))))</div></figure>"
      )
    }
    if let thumbnail = exhibit.thumbnail {
      figures.append(Self.figure(thumbnail, caption: words.text(HTMLWords.pictureThumbnail)))
    }
    return "<h2>\(HTMLText.escape(words.text(HTMLWords.pictures)))</h2><div class=\"pictures\">" + figures.joined()
      + "</div>"
  }

  /// The caption: where the picture comes from.
  static func caption(_ preview: ImagePreview) -> HTMLWords {
    switch preview.origin {
    case .decoded: .pictureDecoded
    case .original: .pictureOriginal
    case .exifThumbnail: .pictureThumbnail
    }
  }

  static func figure(_ preview: ImagePreview, caption: String, overlay: String = "") -> String {
    let size = [preview.width.map { " width=\"\($0)\"" }, preview.height.map { " height=\"\($0)\"" }].compactMap { $0 }
      .joined()
    let image =
      "<img alt=\"\(HTMLText.escape(caption))\"\(size) src=\"\(HTMLText.dataURI(preview.bytes, mimeType: preview.mimeType))\">"
    return "<figure>" + (overlay.isEmpty ? image : "<div class=\"overlaid\">\(image)\(overlay)</div>")
      + "<figcaption>\(HTMLText.escape(caption))</figcaption></figure>"
  }
}
