/// What a `c2pa.hash.bmff` hash covers, in order (C2PA 2.1, 18.6.3): the
/// file's bytes outside the exclusions and, from version 2 on, the offset
/// of each top-level box not wholly excluded, as 8 big-endian bytes, just
/// before the box's first byte. Hashing the offsets binds the boxes to
/// their places: an excluded box that grows or shrinks moves the boxes
/// after it, and the hash no longer matches.
///
/// Built as c2pa-rs builds it, corner cases included: an offset that falls
/// in no included range is hashed in its place when it lies strictly
/// between the first and last included bytes, and dropped otherwise.
struct BMFFHashedBytes {
  enum Piece: Equatable {
    case bytes(Range<Int64>)
    case offset(Int64)
  }

  let pieces: [Piece]

  /// Nil when an exclusion runs past the end of the file or the file is
  /// empty: c2pa-rs cannot hash such a file, and neither can a match be
  /// claimed.
  init?(size: Int64, exclusions: [Range<Int64>], offsets: [Int64]) {
    guard size > 0, exclusions.allSatisfy({ $0.upperBound <= size && $0.lowerBound >= 0 }) else { return nil }
    var included: [Range<Int64>] = []
    var cursor: Int64 = 0
    for exclusion in exclusions.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if exclusion.lowerBound > cursor { included.append(cursor..<exclusion.lowerBound) }
      cursor = max(cursor, exclusion.upperBound)
    }
    if cursor < size { included.append(cursor..<size) }
    let markers = Array(Set(offsets)).sorted()
    guard !markers.isEmpty else {
      pieces = included.map(Piece.bytes)
      return
    }
    var pieces: [Piece] = []
    var placed = Set<Int64>()
    var next = 0
    for range in included {
      var current = range
      while next < markers.count, markers[next] < range.lowerBound { next += 1 }
      while next < markers.count, markers[next] < range.upperBound {
        let marker = markers[next]
        placed.insert(marker)
        if marker > current.lowerBound {
          pieces.append(.bytes(current.lowerBound..<marker))
          current = marker..<current.upperBound
        }
        pieces.append(.offset(marker))
        next += 1
      }
      pieces.append(.bytes(current))
    }
    let first = included.first?.lowerBound ?? 0
    let last = included.last.map { $0.upperBound - 1 } ?? size - 1
    let stray = markers.filter { !placed.contains($0) && $0 > first && $0 < last }
    // As c2pa-rs: a single included byte where a box starts is taken for
    // that box's offset.
    let starts = Set(markers)
    self.pieces = Self.merge(pieces, stray: stray).map { piece in
      if case .bytes(let range) = piece, range.count == 1, starts.contains(range.lowerBound) {
        return .offset(range.lowerBound)
      }
      return piece
    }
  }

  /// `pieces` with the stray offsets put in order of position (an offset
  /// before the bytes that start where it is).
  private static func merge(_ pieces: [Piece], stray: [Int64]) -> [Piece] {
    guard !stray.isEmpty else { return pieces }
    func start(_ piece: Piece) -> Int64 {
      switch piece {
      case .bytes(let range): range.lowerBound
      case .offset(let offset): offset
      }
    }
    var result: [Piece] = []
    var index = 0
    for piece in pieces {
      while index < stray.count, stray[index] < start(piece) {
        result.append(.offset(stray[index]))
        index += 1
      }
      result.append(piece)
    }
    result += stray[index...].map(Piece.offset)
    return result
  }

  /// The hash of the pieces, streamed from `source`.
  func digest(_ source: some RandomAccessBytes, algorithm: String) throws(MetaLensError) -> [UInt8]? {
    guard var hasher = C2PAHashers.make(algorithm) else { return nil }
    for piece in pieces {
      switch piece {
      case .bytes(let range):
        try DataHashBinding.feed(source, from: range.lowerBound, to: range.upperBound, into: &hasher)
      case .offset(let offset):
        hasher.add((0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(offset) >> (8 * UInt64($0))) })
      }
    }
    return hasher.digestBytes()
  }
}
