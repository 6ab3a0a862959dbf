extension TIFFTagDecoder {
  /// The directory whose tag 0xCD41 holds the manifest store, as c2pa-rs
  /// finds it (`sdk/src/asset_handlers/tiff_io.rs`, `get_cai_data`): the
  /// last page of the IFD chain first, where it appends an IFD holding only
  /// that tag to a multi-page TIFF (C2PA 2.x), then IFD0, where it writes the
  /// tag in a one-page TIFF (as a new IFD0 appended to the file) and where
  /// older versions always wrote it. A tag anywhere else (a middle page, a
  /// SubIFD, the EXIF IFD) is not read, as c2pa-rs does not read it: both
  /// validate the same store.
  static func c2paSource(_ directories: [TIFFDirectory]) -> Int? {
    let pages = directories.indices.compactMap { index -> (page: Int, index: Int)? in
      guard case .chain(let page) = directories[index].role else { return nil }
      return (page, index)
    }
    let candidates = [pages.max { $0.page < $1.page }, pages.first { $0.page == 0 }].compactMap { $0?.index }
    return candidates.first { directories[$0].entry(c2paTag) != nil }
  }

  /// A C2PA tag not of type UNDEFINED (7), which c2pa-rs refuses before it
  /// reads the value ("Ifd entry for C2PA must be type UNDEFINED(7)",
  /// `get_cai_data` in `sdk/src/asset_handlers/tiff_io.rs`): the store is
  /// located, not read, and its credential is invalid, whatever the bytes.
  static func refuseC2PA(_ entry: TIFFEntry, group: String, into result: inout Result) {
    guard result.blocks.jumbf.isEmpty, result.blocks.refusedC2PA == nil else { return }
    let reason = "the C2PA tag (0xCD41) in \(group) is of type \(entry.type), not UNDEFINED (7)"
    var store = C2PAManifestStore(
      container: "TIFF tag 0xCD41", byteCount: Int(clamping: entry.byteCount ?? entry.count), problems: [reason])
    store.refusal = reason
    result.blocks.refusedC2PA = store
    result.blocks.jumbfContainer = store.container
    result.notices.append(
      ReadingNotice(TIFFNotice.c2paWrongType(reason: reason))
    )
  }
}
