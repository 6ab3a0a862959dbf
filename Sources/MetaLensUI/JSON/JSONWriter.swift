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
  var output: [UInt8] = []
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
  public mutating func member(_ name: String, _ value: String?) { member(name, value) { $0.value($1) } }

  public mutating func member(_ name: String, _ value: (some BinaryInteger)?) { member(name, value) { $0.value($1) } }

  public mutating func member(_ name: String, _ value: Double?) { member(name, value) { $0.value($1) } }

  public mutating func member(_ name: String, _ value: Bool?) { member(name, value) { $0.value($1) } }

  public mutating func member(_ name: String, _ value: (some JSONRepresentable)?) {
    member(name, value) { $0.value($1) }
  }

  private mutating func member<Value>(_ name: String, _ value: Value?, _ write: (inout JSONWriter, Value) -> Void) {
    guard let value else { return }
    key(name)
    write(&self, value)
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

}
