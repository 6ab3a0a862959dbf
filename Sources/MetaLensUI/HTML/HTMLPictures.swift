import MetaLensCore

/// The picture, and beside it the EXIF thumbnail when the file has one, so a
/// reader can see at a glance whether the two show the same scene. The
/// places the flags point at, and the double-compression map, are drawn
/// over the picture (`HTMLRegionOverlay`).
struct HTMLPictures: HTMLComponent {
  let exhibit: Exhibit?
  var overlay = HTMLRegionOverlay(regions: [], map: nil)
  /// On the compare page, the id the picture is drawn under, so that the
  /// comparison's figures draw it again with `<use>` instead of carrying
  /// its bytes a second time (`referable`).
  var pictureID: String? = nil

  func render(in context: HTMLContext) -> String {
    guard let exhibit else { return "" }
    let words = context.catalogue
    var figures: [String] = []
    if let preview = exhibit.preview, preview.origin != .exifThumbnail {
      var caption = words.text(Self.caption(preview))
      if overlay.map != nil { caption += " · " + words.text(ExhibitWords.regionsMap) }
      if let pictureID, let size = Self.referable(preview) {
        figures.append(Self.figure(preview, size, id: pictureID, caption: caption, overlay: overlay.render()))
      } else {
        figures.append(Self.figure(preview, caption: caption, overlay: overlay.render()))
      }
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

  /// A preview the compare page can draw once and reference: a picture
  /// (not the EXIF thumbnail) whose size is known, since the SVG it is
  /// drawn in needs one. A file that declares no size keeps its `<img>`.
  static func referable(_ preview: ImagePreview?) -> (width: Int, height: Int)? {
    guard let preview, preview.origin != .exifThumbnail, let width = preview.width, let height = preview.height,
      width > 0, height > 0
    else { return nil }
    return (width, height)
  }

  /// The preview as an SVG `<image id>` over the drawing's unit square
  /// scaled to 1000 (as `HTMLComparedPictures` draws it through a matrix),
  /// so a `<use>` of it elsewhere on the page needs no bytes of its own
  /// (SVG 1.1, section 5.6).
  static func figure(
    _ preview: ImagePreview, _ size: (width: Int, height: Int), id: String, caption: String, overlay: String
  ) -> String {
    "<figure><div class=\"overlaid\"><svg class=\"aligned\" viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" "
      + "width=\"\(size.width)\" height=\"\(size.height)\" role=\"img\" aria-label=\"\(HTMLText.escape(caption))\">"
      + "<image id=\"\(id)\" href=\"\(HTMLText.dataURI(preview.bytes, mimeType: preview.mimeType))\" width=\"1000\" "
      + "height=\"1000\" preserveAspectRatio=\"none\"/></svg>\(overlay)</div>"
      + "<figcaption>\(HTMLText.escape(caption))</figcaption></figure>"
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
