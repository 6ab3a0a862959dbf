/// The chunks of each track of an unfragmented movie (ISO/IEC 14496-12,
/// 8.7), read from its sample tables for the Merkle trees of a
/// `c2pa.hash.bmff` binding over track chunks (C2PA 2.1, 18.6.4), as
/// c2pa-rs reads them (bmff_hash.rs, `verify_stream_hash`, the "timed
/// media case", through the mp4 crate): the track id from `tkhd`; each
/// sample's chunk from `stsc` (`first_chunk + (sample - first_sample) /
/// samples_per_chunk`); the chunk's offset from `stco` or `co64`, and its
/// samples, end to end from there, sized by `stsz` or `stz2`. A chunk's
/// leaf is the hash of its samples' bytes, so a chunk is one byte range.
///
/// Bounded, and strict where c2pa-rs would panic or read another way: a
/// table that does not fit its box, more tracks, entries, samples or
/// chunks than the limits, `samples_per_chunk` 0, `first_chunk` not 1 then
/// rising, a chunk past the offset table or a sample past the end of the
/// file make the movie unreadable (nil), never a pass.
struct BMFFTrackChunks {
  struct Track: Equatable {
    let id: UInt32
    /// Chunk `n` (numbered from 1, as in `stsc`) at `chunks[n - 1]`.
    let chunks: [Range<Int64>]
  }

  let tracks: [Track]

  /// More `trak` boxes than this is not a movie metalens reads.
  static let maxTracks = 256
  /// The most `stsc`, `stco` or `co64` entries read.
  static let maxEntries = 1 << 20
  /// The most samples over all tracks: 4 million, over 18 hours of 60 fps
  /// video.
  static let maxSamples = 1 << 22
  /// The most chunks in a track: a tree has no more leaves.
  static let maxChunks = BMFFMerkleMap.maxLeaves

  private static let table = "/moov/trak/mdia/minf/stbl/"

  /// The tracks of the file's one `moov`, or nil when it cannot be read.
  static func read(tree: ISOBMFFBoxTree, source: some RandomAccessBytes) throws(MetaLensError) -> BMFFTrackChunks? {
    guard tree.topLevel.filter({ $0.type == "moov" }).count == 1 else { return nil }
    var groups: [[ISOBMFFBoxTree.Box]] = []
    var trakEnd: Int64 = 0
    for box in tree.boxes {
      if box.path == "/moov/trak" {
        groups.append([])
        trakEnd = box.end
      } else if !groups.isEmpty, box.offset < trakEnd, box.path.hasPrefix("/moov/trak/") {
        groups[groups.count - 1].append(box)
      }
    }
    guard groups.count <= maxTracks else { return nil }
    var tracks: [Track] = []
    var samples = 0
    for boxes in groups {
      guard let track = try track(boxes, source: source, samples: &samples) else { return nil }
      tracks.append(track)
    }
    return BMFFTrackChunks(tracks: tracks)
  }

  /// One track; `samples` counts those of all tracks read so far.
  private static func track<Source: RandomAccessBytes>(
    _ boxes: [ISOBMFFBoxTree.Box], source: Source, samples: inout Int
  ) throws(MetaLensError) -> Track? {
    let byPath = Dictionary(grouping: boxes, by: \.path)
    // The one box of these types (a FullBox), and its payload after the
    // version and flags.
    func one(_ types: String...) -> (type: String, version: UInt8, body: BMFFTableReader<Source>)? {
      let found = types.flatMap { byPath[($0 == "tkhd" ? "/moov/trak/" : table) + $0] ?? [] }
      guard found.count == 1, let box = found.first, let version = box.version else { return nil }
      return (box.type, version, BMFFTableReader(source, from: box.offset + Int64(box.headerSize) + 4, to: box.end))
    }
    guard var tkhd = one("tkhd"), tkhd.version <= 1, tkhd.body.skip(tkhd.version == 1 ? 16 : 8),
      let id = try tkhd.body.next(4),
      var sizes = one("stsz", "stz2"), var stsc = one("stsc"), var offsets = one("stco", "co64")
    else { return nil }
    // The sample sizes: one for all, or a table of 32 bits (stsz), or of
    // 4, 8 or 16 bits (stz2).
    var fixedSize: UInt64 = 0
    var bits = 32
    if sizes.type == "stsz" {
      guard let size = try sizes.body.next(4) else { return nil }
      fixedSize = size
    } else {
      guard sizes.body.skip(3), let field = try sizes.body.next(1), [4, 8, 16].contains(field) else { return nil }
      bits = Int(field)
    }
    guard let count = try sizes.body.next(4), count <= maxSamples - samples else { return nil }
    samples += Int(count)
    if fixedSize == 0, Int64(count) * Int64(bits) > sizes.body.remaining * 8 { return nil }
    // The samples of each chunk, from stsc: entry i covers its chunks up to
    // the next entry's first, the last one all those left.
    guard let entries = try stsc.body.next(4), entries <= maxEntries, Int64(entries) * 12 <= stsc.body.remaining
    else { return nil }
    var perChunk: [Int] = []
    var left = Int(count)
    var entry = (first: UInt64(0), samples: UInt64(0))
    for index in 0...Int(entries) {
      var next = (first: UInt64.max, samples: UInt64(0))
      if index < entries {
        guard let first = try stsc.body.next(4), let perEntry = try stsc.body.next(4), stsc.body.skip(4),
          perEntry > 0, index == 0 ? first == 1 : first > entry.first
        else { return nil }
        next = (first, perEntry)
      }
      if index > 0 {
        var chunk = entry.first
        while left > 0, chunk < next.first {
          guard perChunk.count < maxChunks else { return nil }
          perChunk.append(Int(min(entry.samples, UInt64(left))))
          left -= perChunk[perChunk.count - 1]
          chunk += 1
        }
      }
      entry = next
    }
    guard left == 0 else { return nil }
    // Each chunk's offset, then its samples end to end.
    let width = offsets.type == "co64" ? 8 : 4
    guard let offsetCount = try offsets.body.next(4), offsetCount <= maxEntries, offsetCount >= perChunk.count,
      Int64(offsetCount) * Int64(width) <= offsets.body.remaining
    else { return nil }
    var chunks: [Range<Int64>] = []
    var pendingNibble: UInt64?
    for samplesInChunk in perChunk {
      guard let start = try offsets.body.next(width), start <= UInt64(source.size) else { return nil }
      var length: UInt64 = 0
      for _ in 0..<samplesInChunk {
        var size = fixedSize
        if fixedSize == 0 {
          if bits == 4 {
            if let nibble = pendingNibble {
              size = nibble
              pendingNibble = nil
            } else {
              guard let byte = try sizes.body.next(1) else { return nil }
              size = byte >> 4
              pendingNibble = byte & 0x0F
            }
          } else {
            guard let value = try sizes.body.next(bits / 8) else { return nil }
            size = value
          }
        }
        length += size
        guard length <= UInt64(source.size) - start else { return nil }
      }
      chunks.append(Int64(start)..<Int64(start + length))
    }
    return Track(id: UInt32(id), chunks: chunks)
  }
}
