import MetaLensCore

/// Chain of custody: which file (name, size, SHA-256 of the bytes as read),
/// when, by which version and with which options, and that it was only read.
struct HTMLCustodyHeader: HTMLComponent {
  let model: ReportViewModel

  func render(in context: HTMLContext) -> String {
    let rows: [(String, String)] = [
      ("File", model.fileName), ("Path", model.title), ("Size", model.fileSize),
      ("SHA-256", model.exhibit?.sha256 ?? "not computed"), ("Examined", context.examinedAt + " (UTC)"),
      ("Tool", "MetaLens " + context.version), ("Options", context.options),
    ]
    let items = rows.map { label, value in
      "<dt>\(label)</dt><dd class=\"value\">\(HTMLText.escape(value))</dd>"
    }.joined()
    return """
      <div class="custody"><dl>\(items)</dl>
      <p class="readonly">The file was only read: MetaLens opened it read-only, never wrote to it and sent it nowhere. \
      Its SHA-256 above identifies the exact bytes examined.</p></div>
      """
  }
}
