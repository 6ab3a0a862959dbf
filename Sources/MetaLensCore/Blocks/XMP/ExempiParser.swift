private import CXMP
private import CXMPShim

/// The one place MetaLensCore calls exempi: it parses one raw XMP packet with
/// `xmp_parse` and lists every node of the property tree.
///
/// exempi's file handlers are never used: they merge a file's EXIF into its
/// XMP, and metalens reports only what the packet itself holds.
enum ExempiParser {
  /// One node of the XMP property tree, in the toolkit's pre-order.
  struct Node: Equatable {
    /// The schema (namespace URI) of the top-level property.
    let schema: String
    /// The XMP path: `xmpMM:History[1]/stEvt:action`, `dc:title[1]/?xml:lang`.
    let path: String
    let value: String
    let isStruct: Bool
    let isArray: Bool
    let isAltText: Bool
    let isQualifier: Bool
  }

  /// exempi needs one global initialisation; a static `let` runs it once,
  /// thread-safely. Its error messages on std::cerr are silenced first:
  /// metalens reports a rejected packet as a warning on the file instead.
  private static let initialized: Bool = {
    metalens_xmp_silence_cerr()
    return xmp_init()
  }()

  /// Parses `packet`; nil when exempi rejects it.
  static func nodes(of packet: [UInt8]) -> [Node]? {
    guard initialized, let xmp = xmp_new_empty() else { return nil }
    defer { xmp_free(xmp) }
    let parsed = XMPCharacterReferences.decimal(packet).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { xmp_parse(xmp, $0.baseAddress, $0.count) }
    }
    guard parsed else { return nil }
    guard let iterator = xmp_iterator_new(xmp, nil, nil, XMP_ITER_PROPERTIES) else {
      return nil
    }
    defer { xmp_iterator_free(iterator) }
    guard let schema = xmp_string_new() else { return nil }
    defer { xmp_string_free(schema) }
    guard let path = xmp_string_new() else { return nil }
    defer { xmp_string_free(path) }
    guard let value = xmp_string_new() else { return nil }
    defer { xmp_string_free(value) }
    var nodes: [Node] = []
    var options: UInt32 = 0
    while xmp_iterator_next(iterator, schema, path, value, &options) {
      let pathText = string(path)
      guard !pathText.isEmpty else { continue }  // a schema node
      nodes.append(
        Node(
          schema: string(schema), path: pathText, value: string(value),
          isStruct: options & XMP_PROP_VALUE_IS_STRUCT.rawValue != 0,
          isArray: options & XMP_PROP_VALUE_IS_ARRAY.rawValue != 0,
          isAltText: options & XMP_PROP_ARRAY_IS_ALTTEXT.rawValue == XMP_PROP_ARRAY_IS_ALTTEXT.rawValue,
          isQualifier: options & XMP_PROP_IS_QUALIFIER.rawValue != 0))
    }
    return nodes
  }

  private static func string(_ value: OpaquePointer) -> String {
    guard let pointer = xmp_string_cstr(value) else { return "" }
    return String(cString: pointer)
  }
}
