/// Where a maker's MakerNote directory starts, what its value offsets count
/// from, and its byte order: each maker chose differently, and nothing in
/// the EXIF block says which (the signatures and bases follow ExifTool's
/// MakerNotes.pm, `%Image::ExifTool::MakerNotes::Main`).
struct MakerNoteLayout: Sendable, Hashable {
  /// ExifTool's family-1 group for the maker's tags.
  let group: String
  /// The generated table the tags are named from (`MakerNoteTagNames`).
  let table: String
  /// The directory's offset inside the MakerNote.
  let directory: Int
  /// What value offsets count from: the TIFF header of the EXIF block, or
  /// a place inside the MakerNote (its start, or the TIFF header it holds).
  let base: Base
  /// Whether the directory is big-endian; nil: the EXIF block's own order.
  let bigEndian: Bool?
  /// The note was recognised by its signature, not assumed from Make.
  let signed: Bool
  /// The byte-order mark in the note may be wrong: Pentax's `AOC\0` notes
  /// (ExifTool reads them with `ProcessUnknown`, "the start offset and byte
  /// ordering are so variable"; `exiv2-bug884c.jpg`, a *ist DL, marks "MM"
  /// over a little-endian directory), so the other order is tried when the
  /// entry count is implausible in the marked one.
  let orderMayBeWrong: Bool
  /// The maker writes the values right after the directory (Canon), so the
  /// base can be checked against where they are.
  var valuesFollowDirectory: Bool { group == "Canon" }

  enum Base: Sendable, Hashable {
    case tiffHeader
    case makerNote(plus: Int)
  }

  /// The layout of `note` (a MakerNote's first bytes), or nil for a maker
  /// whose notes metalens does not decode (binary formats, unknown makers).
  /// `make` is IFD0 Make, for the makers that write no signature; `model`
  /// IFD0 Model, for the Pentax models that write Casio's note.
  static func of(_ note: ArraySlice<UInt8>, make: String?, model: String? = nil) -> MakerNoteLayout? {
    let head = Array(note.prefix(24))
    func starts(_ text: String) -> Bool { head.starts(with: Array(text.utf8)) }
    func order(at offset: Int) -> Bool? {
      guard head.count >= offset + 2 else { return nil }
      switch (head[offset], head[offset + 1]) {
      case (0x4D, 0x4D): return true
      case (0x49, 0x49): return false
      default: return nil
      }
    }
    if starts("Apple iOS\0") {
      return MakerNoteLayout(
        group: "Apple", table: "Apple", directory: 14, base: .makerNote(plus: 0), bigEndian: order(at: 12) ?? true)
    }
    if starts("Nikon\0\u{2}") {
      // A whole TIFF header at 10; the directory's offset is in it.
      guard let bigEndian = order(at: 10), head.count >= 18 else { return nil }
      let reader = BinaryReader(head, bigEndian: bigEndian)
      guard let first = reader.u32(14), first < 1 << 20 else { return nil }
      return MakerNoteLayout(
        group: "Nikon", table: "Nikon", directory: 10 + Int(first), base: .makerNote(plus: 10), bigEndian: bigEndian)
    }
    if starts("FUJIFILM") || starts("GENERALE") {
      guard head.count >= 12 else { return nil }
      let first = BinaryReader(head, bigEndian: false).u32(8).map(Int.init) ?? 0
      return MakerNoteLayout(
        group: "FujiFilm", table: "FujiFilm", directory: first, base: .makerNote(plus: 0), bigEndian: false)
    }
    if starts("OLYMPUS\0") {
      return MakerNoteLayout(
        group: "Olympus", table: "Olympus", directory: 12, base: .makerNote(plus: 0), bigEndian: order(at: 8))
    }
    if starts("OM SYSTEM\0") {
      return MakerNoteLayout(
        group: "Olympus", table: "Olympus", directory: 16, base: .makerNote(plus: 0), bigEndian: order(at: 12))
    }
    if starts("OLYMP\0") { return MakerNoteLayout(group: "Olympus", table: "Olympus", directory: 8) }
    if starts("SANYO\0") { return MakerNoteLayout(group: "Sanyo", table: "Sanyo", directory: 8) }
    if starts("AOC\0") {
      // The Optio 330RS and 430RS write Casio's note behind Pentax's
      // signature: ExifTool reads it with Casio's Type2 table, in the Casio
      // group (MakerNotes.pm, MakerNotePentax3: Make `^Asahi` and Model
      // `^PENTAX Optio ?[34]30RS\s*$`; MakerNotePentax leaves those models out).
      let casio = isCasioOptio(model)
      guard !casio || make?.hasPrefix("Asahi") == true else { return nil }
      return MakerNoteLayout(
        group: casio ? "Casio" : "Pentax", table: casio ? "Casio" : "Pentax", directory: 6, base: .tiffHeader,
        bigEndian: order(at: 4), orderMayBeWrong: true)
    }
    if starts("PENTAX \0") {
      return MakerNoteLayout(
        group: "Pentax", table: "Pentax", directory: 10, base: .makerNote(plus: 0), bigEndian: order(at: 8))
    }
    if starts("Panasonic\0\0\0") { return MakerNoteLayout(group: "Panasonic", table: "Panasonic", directory: 12) }
    if starts("SONY DSC \0\0\0") || starts("SONY CAM \0\0\0") {
      return MakerNoteLayout(group: "Sony", table: "Sony", directory: 12)
    }
    if starts("QVC\0\0\0") { return MakerNoteLayout(group: "Casio", table: "Casio", directory: 6) }
    if starts("Ricoh\0") || starts("RICOH\0") { return MakerNoteLayout(group: "Ricoh", table: "Ricoh", directory: 8) }
    if starts("SIGMA\0\0\0") || starts("FOVEON\0\0") {
      return MakerNoteLayout(group: "Sigma", table: "Sigma", directory: 10)
    }
    // Makers that write the directory itself, with no signature.
    let maker = make?.trimmed.lowercased() ?? ""
    if maker.hasPrefix("canon") { return MakerNoteLayout(group: "Canon", table: "Canon", directory: 0, signed: false) }
    if maker.hasPrefix("nikon"), !starts("Nikon") {
      return MakerNoteLayout(group: "Nikon", table: "Nikon", directory: 0, signed: false)
    }
    if maker.hasPrefix("minolta") || maker.hasPrefix("konica minolta"), !starts("MLT0") {
      return MakerNoteLayout(group: "Minolta", table: "Minolta", directory: 0, signed: false)
    }
    if maker.hasPrefix("samsung"), !starts("STMN") {
      return MakerNoteLayout(group: "Samsung", table: "Samsung", directory: 0, signed: false)
    }
    return nil
  }

  /// ExifTool's `$$self{Model} =~ /^PENTAX Optio ?[34]30RS\s*$/`.
  static func isCasioOptio(_ model: String?) -> Bool {
    guard let model, model.hasPrefix("PENTAX Optio") else { return false }
    var rest = model.dropFirst("PENTAX Optio".count)
    if rest.first == " " { rest = rest.dropFirst() }
    guard rest.hasPrefix("330RS") || rest.hasPrefix("430RS") else { return false }
    return rest.dropFirst(5).allSatisfy(\.isWhitespace)
  }

  private init(
    group: String, table: String, directory: Int, base: Base = .tiffHeader, bigEndian: Bool? = nil,
    signed: Bool = true, orderMayBeWrong: Bool = false
  ) {
    self.orderMayBeWrong = orderMayBeWrong
    self.group = group
    self.table = table
    self.directory = directory
    self.base = base
    self.bigEndian = bigEndian
    self.signed = signed
  }
}
