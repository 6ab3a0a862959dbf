extension DataHashBinding {
  /// Whether one exclusion is exactly where the manifest store lies in the
  /// file, as c2pa-rs requires of a `c2pa.hash.data` binding: it reports
  /// any other as `assertion.dataHash.mismatch` ("data hash exclusion does
  /// not match the manifest location in the asset"), even when the hash
  /// over the exclusions as written matches. Measured with c2pa-rs 0.91.3
  /// (c2pa-python 0.38.1) on the signed fixtures: an exclusion moved a byte
  /// either way, a byte longer or shorter, or around the store with a byte
  /// to spare on each side, is each reported; only the exact location
  /// passes (issue 32).
  ///
  /// The location is c2pa-rs's: for JPEG the APP11 segments of the store,
  /// from the first one's marker to the end of the last (`jpeg_io.rs`, as
  /// `JPEGBoxWalk` finds them); for PNG the whole `caBX` chunk
  /// (`png_io.rs`, as `PNGBoxWalk` finds it); for WebP the `C2PA` chunk
  /// (`excludesRIFFManifest`); for GIF the whole `C2PA_GIF` application
  /// extension (`GIFStoreLocation`);
  /// for TIFF the value of tag 0xCD41 (`TIFFStoreLocation`; a multi-page
  /// TIFF's exclusion of the entry's count field is not compared). Nil for
  /// other containers: not compared.
  func excludesManifest(in source: some RandomAccessBytes, container: String) throws(MetaLensError) -> Bool? {
    let store: AssetBoxMap.Box?
    switch container {
    case "WebP C2PA": return try excludesRIFFManifest(in: source)
    case "JPEG APP11": store = try JPEGBoxWalk(source: source).map(untilStore: true)?.boxes.first { $0.name == "C2PA" }
    case "PNG caBX": store = try PNGBoxWalk(source: source).map()?.boxes.first { $0.name == "C2PA" }
    case "GIF C2PA_GIF": store = try GIFStoreLocation(source: source).find()
    case "TIFF tag 0xCD41": store = try TIFFStoreLocation(source: source).find()
    default: return nil
    }
    guard let store else { return false }
    return exclusions.contains { $0.start == store.start && $0.length == store.length }
  }
}
