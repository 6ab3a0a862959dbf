import MetaLensCore

/// The picture, and beside it the EXIF thumbnail when the file has one, so a
/// reader can see at a glance whether the two show the same scene.
struct HTMLPictures: HTMLComponent {
  let exhibit: Exhibit?

  func render(in context: HTMLContext) -> String {
    guard let exhibit else { return "" }
    var figures: [String] = []
    if let preview = exhibit.preview, preview.origin != .exifThumbnail {
      figures.append(Self.figure(preview, caption: Self.caption(preview)))
    } else {
      figures.append(
        "<figure><div class=\"nopreview\">No preview: \(HTMLText.escape(exhibit.previewNote ?? "nothing to draw"))</div></figure>"
      )
    }
    if let thumbnail = exhibit.thumbnail {
      figures.append(Self.figure(thumbnail, caption: "The EXIF thumbnail, as stored in the file"))
    }
    return "<h2>Pictures</h2><div class=\"pictures\">" + figures.joined() + "</div>"
  }

  static func caption(_ preview: ImagePreview) -> String {
    switch preview.origin {
    case .decoded: "The image, decoded at reduced size and turned upright"
    case .original: "The image, as the file holds it"
    case .exifThumbnail: "The EXIF thumbnail, as stored in the file"
    }
  }

  static func figure(_ preview: ImagePreview, caption: String) -> String {
    let size = [preview.width.map { " width=\"\($0)\"" }, preview.height.map { " height=\"\($0)\"" }].compactMap { $0 }
      .joined()
    return
      "<figure><img alt=\"\(HTMLText.escape(caption))\"\(size) src=\"\(HTMLText.dataURI(preview.bytes, mimeType: preview.mimeType))\">"
      + "<figcaption>\(HTMLText.escape(caption))</figcaption></figure>"
  }
}
