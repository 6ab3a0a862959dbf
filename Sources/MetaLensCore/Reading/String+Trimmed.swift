extension String {
  /// The string without leading and trailing white space (spaces, tabs,
  /// newlines), which padded metadata fields often carry.
  public var trimmed: String {
    // Most values start and end with a visible ASCII character: nothing to
    // trim, and no Unicode property lookup (0.6% of a batch).
    let bytes = utf8
    if let first = bytes.first, let last = bytes.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
      return self
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
