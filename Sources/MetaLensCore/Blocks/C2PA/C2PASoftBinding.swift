/// A soft binding (`c2pa.soft-binding`, C2PA 2.2, the sections "Soft
/// Binding" and "Soft Binding Assertion"): a watermark hidden in the content, or a fingerprint
/// computed from it, that lets a manifest repository find this manifest
/// again after the file lost it. Reading one tells which algorithm made it
/// and over which parts of the content; checking it would need that
/// algorithm, which metalens does not have, so the binding is shown, never
/// verified.
public struct C2PASoftBinding: Sendable, Hashable {
  /// Where in the content one block's value was computed (a block's
  /// `scope`): all of it, a region of interest, a timespan (milliseconds
  /// from the start), or the deprecated algorithm-specific `extent`.
  public enum Scope: Sendable, Hashable {
    case whole
    case region
    case timespan(start: Int64, end: Int64)
    case extent(String)
  }

  /// The assertion's label as stored (`c2pa.soft-binding`, `…__1`).
  public var label: String
  /// The algorithm's identifier (`alg`), nil when the assertion names none.
  public var algorithm: String?
  /// What the assertion says the binding covers (its `name`).
  public var name: String?
  /// One scope a block of values.
  public var scopes: [Scope]
  /// Whether the assertion has its `pad`, the zero bytes C2PA requires.
  public var padded: Bool

  public init(label: String, algorithm: String?, name: String? = nil, scopes: [Scope], padded: Bool) {
    self.label = label
    self.algorithm = algorithm
    self.name = name
    self.scopes = scopes
    self.padded = padded
  }

  /// The algorithm's entry in the C2PA soft-binding algorithm list, nil
  /// for an algorithm not on it.
  public var registered: C2PASoftBindingAlgorithm? { algorithm.flatMap(C2PASoftBindingAlgorithm.named) }

  /// The binding as a soft-binding assertion's CBOR map holds it.
  static func read(label: String, _ value: CBORValue) -> C2PASoftBinding {
    let scopes = (value["blocks"]?.array ?? []).map { block -> Scope in
      let scope = block["scope"]
      if let timespan = scope?["timespan"], let start = timespan["start"]?.integer, let end = timespan["end"]?.integer {
        return .timespan(start: start, end: end)
      }
      if scope?["region"] != nil { return .region }
      if let extent = scope?["extent"]?.text { return .extent(extent) }
      return .whole
    }
    return C2PASoftBinding(
      label: label, algorithm: value["alg"]?.text, name: value["name"]?.text, scopes: scopes,
      padded: value["pad"]?.bytes != nil)
  }
}
