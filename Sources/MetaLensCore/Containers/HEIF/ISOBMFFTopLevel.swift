/// The top-level boxes of an ISOBMFF file that a HEIF reader needs, found
/// by reading each box's header only: `mdat` (the image data) is stepped
/// over, never read.
struct ISOBMFFTopLevel {
  /// The C2PA manifest store's `uuid` box type.
  static let c2paUUID: [UInt8] = [
    0xD8, 0xFE, 0xC3, 0xD6, 0x1B, 0x0E, 0x48, 0x3C, 0x92, 0x97, 0x58, 0x28, 0x87, 0x7E, 0xC4, 0x81,
  ]

  /// A box header that ends the walk: past the end of the file, or invalid.
  enum Damage {
    /// The box of `type` at `offset` declares more bytes than the file has
    /// left: the file was cut (`FileCut` reads it).
    case truncated(type: String, offset: Int64)
    case corrupt(String)

    /// As the reading notices word it.
    var notice: ReadingNotice {
      switch self {
      case .truncated(let type, let offset): ReadingNotice(HEIFNotice.boxTruncated(type: type, offset: offset))
      case .corrupt(let detail): ReadingNotice(HEIFNotice.boxCorrupt(detail: detail))
      }
    }

    func error(path: String) -> MetaLensError {
      switch self {
      case .truncated(let type, let offset):
        .truncated(path: path, detail: HEIFNotice.boxTruncatedDetail(type: type, offset: offset))
      case .corrupt(let detail): .corrupt(path: path, detail: detail)
      }
    }
  }

  var ftyp: ISOBMFFBoxHeader?
  var meta: ISOBMFFBoxHeader?
  /// The compact `mini` box of HEIF mif3 files, which replaces `meta`.
  var mini: ISOBMFFBoxHeader?
  var c2pa: ISOBMFFBoxHeader?
  /// The last `mdat` (image data) and the first `free` box: only their place and
  /// size are reported (ExifTool's MediaData tags).
  var mdat: ISOBMFFBoxHeader?
  var free: ISOBMFFBoxHeader?
  /// The movie box of an image sequence, for its header (`QuickTimeMovieHeader`).
  var moov: ISOBMFFBoxHeader?
  var boxCount = 0
  var notices: [ReadingNotice] = []
  /// Why the walk stopped before the end, when a box header was damaged.
  var damage: Damage?

  /// Walks the top level of the file in `window`.
  static func scan(_ window: inout some ByteWindow) throws(MetaLensError) -> ISOBMFFTopLevel {
    var result = ISOBMFFTopLevel()
    var offset: Int64 = 0
    let size = window.size
    while size - offset >= 8 {
      guard result.boxCount < ReadLimits.maxISOBMFFBoxes else {
        result.notices.append(
          ReadingNotice(HEIFNotice.boxLimit))
        break
      }
      guard let bytes = try window.read(at: offset, count: 32) else {
        result.notices.append(
          ReadingNotice(HEIFNotice.readLimitReached(offset: offset)))
        break
      }
      guard let header = ISOBMFFBoxHeader.parse(bytes[...], offset: offset, rangeEnd: size) else {
        let declared = ISOBMFFBoxHeader.declaredSize(bytes[...])
        let type = ISOBMFFBoxHeader.fourCC(bytes.dropFirst(4).prefix(4))
        guard declared <= size - offset || window.sizeIsExact else {
          // A stream piped in past the read limit: its end was not seen.
          result.notices.append(ReadingNotice(HEIFNotice.readLimitReached(offset: offset)))
          break
        }
        let damage: Damage =
          declared > size - offset
          ? .truncated(type: type, offset: offset)
          : .corrupt("invalid box size at byte \(offset); the boxes after it are not read")
        result.damage = damage
        result.notices.append(damage.notice)
        break
      }
      result.boxCount += 1
      switch header.type {
      case "ftyp" where result.ftyp == nil: result.ftyp = header
      case "meta" where result.meta == nil: result.meta = header
      case "mini" where result.mini == nil: result.mini = header
      case "mdat": result.mdat = header  // ExifTool reports the last one
      case "free" where result.free == nil: result.free = header
      case "moov" where result.moov == nil: result.moov = header
      case "uuid" where result.c2pa == nil && isC2PA(header, bytes):
        result.c2pa = header
      default: break
      }
      offset = header.end
    }
    // Fewer bytes than a box header after the last box: a file cut inside
    // the next box's header, or padding; either way they are not read.
    if size - offset > 0, size - offset < 8, result.damage == nil, result.notices.isEmpty {
      result.notices.append(ReadingNotice(HEIFNotice.trailingBytes(offset: offset, count: Int(size - offset))))
    }
    return result
  }

  private static func isC2PA(_ header: ISOBMFFBoxHeader, _ bytes: [UInt8]) -> Bool {
    let start = header.headerSize - 16
    return bytes.count >= start + 16 && bytes[start..<start + 16].elementsEqual(c2paUUID)
  }
}
