import MetaLensCore

/// One file's part of an HTML page, made on a worker's thread as the file is
/// read: its row in the batch table, its heading and its rendered body. Only
/// its anchor waits for the page, since the anchor is its place there.
public struct HTMLSection: Sendable, Hashable {
  /// The file's row in a batch page's table.
  public let row: BatchRow
  /// The file's path, as the section's heading shows it.
  public let title: String
  /// What follows the heading, as HTML.
  public let body: String
  /// The file's SHA-256, for the printed pages' footer (nil when not
  /// computed, or for a file that could not be read).
  public var sha256: String? = nil

  /// The section with `anchor` as its id, which the batch table links to.
  func html(anchor: String) -> String {
    "<section class=\"file\" id=\"\(anchor)\"><h1 class=\"value\">\(HTMLText.escape(title))</h1>\(body)</section>"
  }
}
