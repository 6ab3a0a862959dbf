import Crypto

/// An unfragmented movie's one track for `SignedBMFFFixture`'s `.movie`
/// form: a `moov` with a real `trak/tkhd/mdia/minf/stbl` (`stsc`, `stsz`
/// or `stz2`, `stco` or `co64`) and the `mdat` its samples are in, written
/// here byte by byte (ISO/IEC 14496-12, 8.7), apart from metalens. The
/// samples start at offset 16 of the `mdat`, chunk after chunk, each chunk
/// followed by 4 bytes of no sample; a chunk's leaf for a Merkle tree over
/// track chunks (C2PA 2.1, 18.6.4) is the SHA-256 of its samples' bytes.
public struct BMFFMovieFixture: Sendable, Equatable {
  public var trackID: UInt32 = 1
  public var sampleSizes = [10, 20, 30, 15, 25, 40, 5]
  /// `stsc` entries: first chunk and samples per chunk (3 chunks: 2, 2, 3).
  public var stsc: [[UInt32]] = [[1, 2], [3, 3]]
  public var co64 = false
  /// `stz2` with sizes of 4, 8 or 16 bits instead of `stsz`.
  public var compactBits: Int?
  public var tkhdVersion: UInt8 = 0
  /// Payloads (after version and flags) of `stbl` boxes by type, written
  /// instead of those computed: for tables that cannot be.
  public var tables: [String: [UInt8]] = [:]

  public init() {}

  /// The samples in each chunk, from `stsc` as given.
  public var samplesPerChunk: [Int] {
    var result: [Int] = []
    var left = sampleSizes.count
    for (index, entry) in stsc.enumerated() where entry[1] > 0 {
      let next = index + 1 < stsc.count ? Int(stsc[index + 1][0]) : Int.max
      var chunk = Int(entry[0])
      while left > 0, chunk < next {
        result.append(min(Int(entry[1]), left))
        left -= result[result.count - 1]
        chunk += 1
      }
    }
    return result
  }

  /// Where each chunk's samples are, from the start of the `mdat` box.
  public var chunkRanges: [Range<Int>] {
    var ranges: [Range<Int>] = []
    var offset = 16
    var sample = 0
    for count in samplesPerChunk {
      let length = sampleSizes[sample..<sample + count].reduce(0, +)
      ranges.append(offset..<offset + length)
      offset += length + 4
      sample += count
    }
    return ranges
  }

  /// The `mdat` box.
  public func mdat() -> [UInt8] {
    var payload = [UInt8](repeating: 0x4D, count: 8)
    var sample = 0
    for count in samplesPerChunk {
      for index in sample..<sample + count {
        payload += (0..<sampleSizes[index]).map { UInt8(truncatingIfNeeded: index * 31 + $0 * 7 + 3) }
      }
      payload += [0xF0, 0xF1, 0xF2, 0xF3]
      sample += count
    }
    return ISOBMFFBoxes.box("mdat", payload)
  }

  /// The leaf of each chunk: the SHA-256 of its samples.
  public func leaves() -> [[UInt8]] {
    let mdat = mdat()
    return chunkRanges.map { Array(SHA256.hash(data: mdat[$0])) }
  }

  /// The `moov` box, for an `mdat` box at `mdatOffset` in the file (its
  /// size does not depend on the offset).
  public func moov(mdatOffset: Int) -> [UInt8] {
    let be32 = ISOBMFFBoxes.be32
    let times = [UInt8](repeating: 0, count: tkhdVersion == 1 ? 16 : 8)
    let tkhd = ISOBMFFBoxes.fullBox(
      "tkhd", version: tkhdVersion, flags: 3,
      times + be32(trackID) + [UInt8](repeating: 0, count: tkhdVersion == 1 ? 12 : 8) + [UInt8](repeating: 0, count: 60)
    )
    let hdlr = ISOBMFFBoxes.fullBox("hdlr", [0, 0, 0, 0] + Array("vide".utf8) + [UInt8](repeating: 0, count: 13))
    let offsets = chunkRanges.map { UInt64(mdatOffset + $0.lowerBound) }
    var computed: [String: [UInt8]] = [
      "stsd": be32(0), "stts": be32(0),
      "stsc": be32(UInt32(stsc.count)) + stsc.flatMap { be32($0[0]) + be32($0[1]) + be32(1) },
    ]
    if let bits = compactBits {
      let sizes: [UInt8] =
        switch bits {
        case 4:
          stride(from: 0, to: sampleSizes.count, by: 2).map { index in
            UInt8(sampleSizes[index] << 4 | (index + 1 < sampleSizes.count ? sampleSizes[index + 1] : 0))
          }
        case 8: sampleSizes.map { UInt8($0) }
        default: sampleSizes.flatMap { ISOBMFFBoxes.be16(UInt16($0)) }
        }
      computed["stz2"] = [0, 0, 0, UInt8(bits)] + be32(UInt32(sampleSizes.count)) + sizes
    } else {
      computed["stsz"] = be32(0) + be32(UInt32(sampleSizes.count)) + sampleSizes.flatMap { be32(UInt32($0)) }
    }
    if co64 {
      computed["co64"] =
        be32(UInt32(offsets.count)) + offsets.flatMap { be32(UInt32($0 >> 32)) + be32(UInt32($0 & 0xFFFF_FFFF)) }
    } else {
      computed["stco"] = be32(UInt32(offsets.count)) + offsets.flatMap { be32(UInt32($0)) }
    }
    let order = ["stsd", "stts", "stsc", "stsz", "stz2", "stco", "co64"]
    let stbl = order.flatMap { type in
      (tables[type] ?? computed[type]).map { ISOBMFFBoxes.fullBox(type, $0) } ?? []
    }
    let minf = ISOBMFFBoxes.box(
      "minf", ISOBMFFBoxes.fullBox("vmhd", flags: 1, [UInt8](repeating: 0, count: 8)) + ISOBMFFBoxes.box("stbl", stbl))
    let mdia = ISOBMFFBoxes.box(
      "mdia", ISOBMFFBoxes.fullBox("mdhd", [UInt8](repeating: 0, count: 20)) + hdlr + minf)
    let mvhd = ISOBMFFBoxes.fullBox("mvhd", [UInt8](repeating: 0, count: 96))
    return ISOBMFFBoxes.box("moov", mvhd + ISOBMFFBoxes.box("trak", tkhd + mdia))
  }
}
