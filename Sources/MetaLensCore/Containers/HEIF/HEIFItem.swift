/// One item of a HEIF `meta` box: what `iinf` says it is and where `iloc`
/// says its data lies.
struct HEIFItem {
  let id: UInt32
  /// The item type (`hvc1`, `av01`, `grid`, `Exif`, `mime`…).
  var type: String
  /// The MIME type of a `mime` item (`application/rdf+xml` for XMP).
  var contentType: String?
  var location: HEIFItemLocation?

  var isXMP: Bool { type == "mime" && contentType == "application/rdf+xml" }
  var isExif: Bool { type == "Exif" }
}
