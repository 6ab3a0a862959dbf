/// The order of keys: by their UTF-8 bytes, so output is deterministic
/// and two spellings String calls equal stay two keys.
extension JSONWriter {
  /// The positions of `keys` sorted by their UTF-8 bytes, without the later
  /// of two equal keys. Keys are compared by their first eight bytes as one
  /// number, and in full only when those are equal: sorting the tag names
  /// of every group by `compareBytes` alone was 2% of a batch.
  static func sortedPositions(_ keys: [String]) -> [Int] {
    var entries: [(prefix: UInt64, position: Int)] = []
    entries.reserveCapacity(keys.count)
    var inOrder = true
    for (position, key) in keys.enumerated() {
      let entry = (prefix(key), position)
      if inOrder, let last = entries.last {
        inOrder = last.prefix < entry.0 || (last.prefix == entry.0 && compareBytes(keys[last.position], key) < 0)
      }
      entries.append(entry)
    }
    if inOrder { return Array(keys.indices) }
    entries.sort { left, right in
      if left.prefix != right.prefix { return left.prefix < right.prefix }
      let comparison = compareBytes(keys[left.position], keys[right.position])
      return comparison == 0 ? left.position < right.position : comparison < 0
    }
    var positions: [Int] = []
    positions.reserveCapacity(entries.count)
    var previous: (prefix: UInt64, position: Int)?
    for entry in entries {
      if let previous, previous.prefix == entry.prefix, compareBytes(keys[previous.position], keys[entry.position]) == 0
      {
        continue
      }
      positions.append(entry.position)
      previous = entry
    }
    return positions
  }

  /// The first eight UTF-8 bytes of `key`, big-endian, zero-padded: numbers
  /// that order as the bytes do, up to a tie.
  private static func prefix(_ key: String) -> UInt64 {
    // Native strings are contiguous; iterating the UTF-8 view instead
    // doubled the cost of sorting a batch's tag names.
    key.utf8.withContiguousStorageIfAvailable(prefix) ?? Array(key.utf8).withUnsafeBufferPointer(prefix)
  }

  private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<min(8, bytes.count) { value |= UInt64(bytes[index]) << (56 - 8 * UInt64(index)) }
    return value
  }

  /// Negative, zero or positive as `a`'s UTF-8 bytes sort before, equal or
  /// after `b`'s; one pass over contiguous bytes, since it runs for every
  /// key a file brings.
  static func compareBytes(_ a: String, _ b: String) -> Int {
    let fast = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y in
        for index in 0..<min(x.count, y.count) where x[index] != y[index] { return Int(x[index]) - Int(y[index]) }
        return x.count - y.count
      }
    }
    if let fast = fast ?? nil { return fast }
    if a.utf8.elementsEqual(b.utf8) { return 0 }
    return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
  }
}
