extension DataHashBinding {
  /// Whether one exclusion is exactly the WebP's first top-level `C2PA`
  /// chunk, header and data (not the pad byte after odd data), where
  /// c2pa-rs's `riff_io.rs` places the manifest. c2pa-rs 0.91 compares the
  /// exclusions with that location and reports any other as
  /// `assertion.dataHash.mismatch` ("data hash exclusion does not match
  /// the manifest location in the asset"), even when the hash matches.
  /// The walk stops after `maxChunks`, more top-level chunks than a WebP has.
  func excludesRIFFManifest(in source: some RandomAccessBytes) throws(MetaLensError) -> Bool {
    var offset = 12
    for _ in 0..<Self.maxChunks {
      let header = try source.read(at: offset, count: 8)
      guard header.count == 8 else { return false }
      let size = header[4...].reversed().reduce(0) { $0 << 8 | Int($1) }
      if header.prefix(4).elementsEqual("C2PA".utf8) {
        return exclusions.contains { $0.start == offset && $0.length == 8 + size }
      }
      offset += 8 + size + size % 2
    }
    return false
  }

  static let maxChunks = 1000
}
