/// The hand-over page's own words, in English.
extension EnglishCatalogue {
  static let html: [String: String] = [
    "html.title": "MetaLens report",
    "html.title.file": "MetaLens report: {0}",
    "html.unreadable": "Could not be read: {0}",
    "html.batch.score": "Score",
    "html.batch.verdict": "Verdict",
    "html.batch.sign": "Strongest sign",
    "html.batch.file": "File",
    "html.custody.file": "File",
    "html.custody.path": "Path",
    "html.custody.size": "Size",
    "html.custody.sha256": "SHA-256",
    "html.custody.examined": "Examined",
    "html.custody.tool": "Tool",
    "html.custody.options": "Options",
    "html.custody.not-computed": "not computed",
    "html.custody.readonly":
      "The file was only read: MetaLens opened it read-only, never wrote to it and sent it nowhere. Its SHA-256 "
      + "above identifies the exact bytes examined.",
    "html.dct.title": "Image data",
    "html.dct.label": "DCT coefficient histogram",
    "html.dct.caption":
      "How many blocks hold each quantized value 1–{0} at the coefficient that fits best: a single compression "
      + "gives a smooth decline; the regular gaps and peaks are what a second one leaves.",
    "html.pictures": "Pictures",
    "html.picture.decoded": "The image, decoded at reduced size and turned upright",
    "html.picture.original": "The image, as the file holds it",
    "html.picture.thumbnail": "The EXIF thumbnail, as stored in the file",
    "html.picture.none": "No preview: {0}",
    "html.picture.nothing": "nothing to draw",
    "html.tags.title": "Every tag",
    "html.tags.summary": "{0} tags, as <code>metalens tags</code> lists them",
    "html.tags.group": "Group",
    "html.tags.tag": "Tag",
    "html.tags.value": "Value",
  ]
}
