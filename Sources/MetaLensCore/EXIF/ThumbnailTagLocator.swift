/// Finds the JPEGInterchangeFormat (0x0201) and JPEGInterchangeFormatLength
/// (0x0202) tags of IFD0 and IFD1, and hides them from libexif.
///
/// libexif consumes these two tags while loading the thumbnail and never keeps
/// them as entries; worse, libexif 0.6.24 treats the length as an offset and
/// abandons the rest of the directory when it exceeds the block, losing the
/// ExifIFD and GPS pointers that follow. So metalens reads the two tags from
/// the TIFF structure itself and blanks them (tag and type zero, which
/// libexif skips) in the copy it hands to libexif.
struct ThumbnailTagLocator {
  struct Pointer: Equatable {
    var offset: Int?
    var length: Int?
  }

  /// The pointers found in IFD0 and IFD1.
  private(set) var pointers: [ExifDirectory: Pointer] = [:]
  /// Offsets (in the TIFF block) of the 12-byte entries holding them.
  private(set) var entryOffsets: [Int] = []

  init(tiff: BinaryReader) {
    guard let ifd0 = tiff.u32(4).map(Int.init) else { return }
    scan(tiff, directory: ifd0, as: .ifd0)
    let entryCount = tiff.u16(ifd0).map(Int.init) ?? 0
    if let next = tiff.u32(ifd0 + 2 + 12 * entryCount).map(Int.init), next != 0, next != ifd0 {
      scan(tiff, directory: next, as: .ifd1)
    }
  }

  /// `tiff` with the thumbnail entries blanked.
  func blanked(_ tiff: [UInt8]) -> [UInt8] {
    var copy = tiff
    for offset in entryOffsets where offset + 4 <= copy.count {
      copy.replaceSubrange(offset..<offset + 4, with: [0, 0, 0, 0])
    }
    return copy
  }

  private mutating func scan(_ tiff: BinaryReader, directory: Int, as name: ExifDirectory) {
    guard let count = tiff.u16(directory), count < 1000 else { return }
    var pointer = Pointer()
    for index in 0..<Int(count) {
      let entry = directory + 2 + 12 * index
      guard let tag = tiff.u16(entry), tag == 0x0201 || tag == 0x0202, let type = tiff.u16(entry + 2) else {
        continue
      }
      entryOffsets.append(entry)
      let value: Int?
      switch type {
      case 3: value = tiff.u16(entry + 8).map(Int.init)
      case 4, 13: value = tiff.u32(entry + 8).map(Int.init)
      default: value = nil
      }
      if tag == 0x0201 { pointer.offset = value } else { pointer.length = value }
    }
    if pointer != Pointer() { pointers[name] = pointer }
  }
}
