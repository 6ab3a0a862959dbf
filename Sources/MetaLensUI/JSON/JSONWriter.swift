/// Writes RFC 8259 text as the documents describe it, value by value: keys
/// sorted, strings escaped, numbers in their shortest form (whole numbers
/// without `.0`), either pretty (two-space indent) or compact (one line, for
/// NDJSON).
///
/// metalens first used Foundation's JSONEncoder; in a batch it spent 44% of
/// the time boxing values for Codable. The documents then built `JSONValue`
/// trees for this writer, which still cost 19% of a `--metadata-only` batch
/// in allocating, sorting and freeing them; the per-file documents now write
/// straight into the output, their keys in sorted order (debug builds check
/// it), and only small documents build a tree.
public struct JSONWriter {
  let pretty: Bool
  private(set) var output: [UInt8] = []
  /// How many containers are open.
  private var depth = 0
  /// True until the open container has its first member or element.
  private var isEmpty = true
  /// True between a key and its value.
  private var afterKey = false
  #if DEBUG
    /// The last key of each open object, to check the order.
    private var lastKeys: [String?] = []
  #endif

  init(pretty: Bool) {
    self.pretty = pretty
    output.reserveCapacity(16_384)
  }

  /// An object: `body` writes its members, keys in sorted order.
  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    beginValue()
    open(UInt8(ascii: "{"))
    #if DEBUG
      lastKeys.append(nil)
    #endif
    body(&self)
    #if DEBUG
      lastKeys.removeLast()
    #endif
    close(UInt8(ascii: "}"))
  }

  /// An array of `items`, each written by `element`.
  public mutating func array<Items: Sequence>(
    _ items: Items, _ element: (inout JSONWriter, Items.Element) -> Void
  ) {
    beginValue()
    open(UInt8(ascii: "["))
    for item in items { element(&self, item) }
    close(UInt8(ascii: "]"))
  }

  /// An array of values that write themselves.
  public mutating func array(_ items: some Sequence<some JSONRepresentable>) {
    array(items) { $0.value($1) }
  }

  /// An object whose keys come from the file (tag names, structure fields),
  /// in any order: sorted here by their UTF-8 bytes, and the first of two
  /// equal keys kept. String's `==` and `<` call canonically equivalent
  /// spellings (`é` and `e` + U+0301) equal, which would drop one of two
  /// distinct names a file holds; JSON readers tell them apart.
  public mutating func object<Items: Sequence>(
    keyedBy key: (Items.Element) -> String, _ items: Items, _ value: (inout JSONWriter, Items.Element) -> Void
  ) {
    let elements = Array(items)
    let keys = elements.map(key)
    object { json in
      for position in Self.sortedPositions(keys) {
        json.key(keys[position])
        value(&json, elements[position])
      }
    }
  }

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
    var value: UInt64 = 0
    var shift: UInt64 = 56
    let read = key.utf8.withContiguousStorageIfAvailable { bytes in
      for index in 0..<min(8, bytes.count) { value |= UInt64(bytes[index]) << (56 - 8 * UInt64(index)) }
    }
    if read == nil {
      for byte in key.utf8.prefix(8) {
        value |= UInt64(byte) << shift
        shift &-= 8
      }
    }
    return value
  }

  /// The key of the next member; its value follows.
  public mutating func key(_ key: String) {
    #if DEBUG
      if let last = lastKeys.last, let previous = last {
        assert(Self.compareBytes(previous, key) < 0, "JSON keys out of order: \(previous) before \(key)")
      }
      lastKeys[lastKeys.count - 1] = key
    #endif
    separate()
    writeString(key)
    if pretty {
      output.append(UInt8(ascii: ":"))
      output.append(UInt8(ascii: " "))
    } else {
      output.append(UInt8(ascii: ":"))
    }
    afterKey = true
  }

  public mutating func value(_ text: String) {
    beginValue()
    writeString(text)
  }

  public mutating func value(_ number: some BinaryInteger) {
    beginValue()
    writeInteger(Int64(number))
  }

  /// A finite double as a number; NaN and the infinities as the text
  /// `nan`, `inf`, `-inf`, which JSON has no number for.
  public mutating func value(_ number: Double) {
    guard number.isFinite else { return value(number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf")) }
    beginValue()
    output.append(contentsOf: Self.text(of: number).utf8)
  }

  public mutating func value(_ flag: Bool) {
    beginValue()
    output.append(contentsOf: (flag ? "true" : "false").utf8)
  }

  public mutating func value(_ value: some JSONRepresentable) {
    value.write(to: &self)
  }

  /// A member, left out when `value` is nil: absent facts are absent keys.
  public mutating func member(_ name: String, _ value: String?) {
    guard let value else { return }
    key(name)
    self.value(value)
  }

  public mutating func member(_ name: String, _ value: (some BinaryInteger)?) {
    guard let value else { return }
    key(name)
    self.value(value)
  }

  public mutating func member(_ name: String, _ value: Double?) {
    guard let value else { return }
    key(name)
    self.value(value)
  }

  public mutating func member(_ name: String, _ value: Bool?) {
    guard let value else { return }
    key(name)
    self.value(value)
  }

  public mutating func member(_ name: String, _ value: (some JSONRepresentable)?) {
    guard let value else { return }
    key(name)
    self.value(value)
  }

  /// A member whose value is an object `body` writes.
  public mutating func member(_ name: String, object body: (inout JSONWriter) -> Void) {
    key(name)
    object(body)
  }

  /// A member whose value is an array of `items`, each written by `element`.
  public mutating func member<Items: Sequence>(
    _ name: String, array items: Items, _ element: (inout JSONWriter, Items.Element) -> Void
  ) {
    key(name)
    array(items, element)
  }

  /// A member whose value is an array of values that write themselves.
  public mutating func member(_ name: String, array items: some Sequence<some JSONRepresentable>) {
    key(name)
    array(items)
  }

  /// A finite double as JSON: `35` rather than `35.0`, otherwise Swift's
  /// shortest round-trip form (`0.1`, `1e-05`).
  static func text(of number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
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

  /// Before a value: nothing after a key; a comma and a new line (pretty)
  /// between elements of an array; nothing for the document itself.
  private mutating func beginValue() {
    if afterKey {
      afterKey = false
    } else if depth > 0 {
      separate()
    }
  }

  private mutating func separate() {
    if !isEmpty { output.append(UInt8(ascii: ",")) }
    isEmpty = false
    newline()
  }

  private mutating func open(_ bracket: UInt8) {
    output.append(bracket)
    depth += 1
    isEmpty = true
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if !isEmpty { newline() }
    output.append(bracket)
    isEmpty = false
  }

  private mutating func newline() {
    guard pretty else { return }
    output.append(0x0A)
    output.append(contentsOf: repeatElement(0x20, count: depth * 2))
  }

  /// Decimal digits straight into the output: `String(number)` allocated
  /// a string for each of the thousands of integers a batch writes.
  private mutating func writeInteger(_ number: Int64) {
    if number < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for the 20 digits of UInt64.max
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      output.append(contentsOf: buffer[(24 - count)..<24])
    }
  }

  private mutating func writeString(_ text: String) {
    output.append(0x22)
    // Native strings are contiguous UTF-8: one plain loop over the buffer
    // finds whether anything needs escaping (most strings need none) and
    // the bytes are copied whole, several times faster than going through
    // the view or a predicate closure.
    // Read in place: a mutable copy for `withUTF8` cost a retain and a
    // release for every string of every document.
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard !Self.needsEscaping(bytes) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if copied == true {
      output.append(0x22)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case 0x22: output.append(contentsOf: "\\\"".utf8)
      case 0x5C: output.append(contentsOf: "\\\\".utf8)
      case 0x0A: output.append(contentsOf: "\\n".utf8)
      case 0x0D: output.append(contentsOf: "\\r".utf8)
      case 0x09: output.append(contentsOf: "\\t".utf8)
      case 0x08: output.append(contentsOf: "\\b".utf8)
      case 0x0C: output.append(contentsOf: "\\f".utf8)
      case 0x00..<0x20:
        output.append(contentsOf: "\\u00".utf8)
        output.append(Self.hexDigit(byte >> 4))
        output.append(Self.hexDigit(byte & 0x0F))
      default: output.append(byte)
      }
    }
    output.append(0x22)
  }

  /// True when `bytes` hold a control character, a quote or a backslash.
  /// Eight bytes are tested at once (Anderson, "Bit Twiddling Hacks":
  /// "determine if a word has a byte less than n", and a zero byte after
  /// XOR), since every key and text of every document passes here.
  static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        if (control | quote | backslash) & highs != 0 { return true }
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
      index += 1
    }
    return false
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x61 + value - 10
  }
}
