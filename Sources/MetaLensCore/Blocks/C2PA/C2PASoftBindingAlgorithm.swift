/// An algorithm of the C2PA soft-binding algorithm list, the registry a soft
/// binding's `alg` is taken from (C2PA 2.2, "Soft Binding"; the list at
/// github.com/c2pa-org/softbinding-algorithm-list). The table is generated
/// from `scripts/data/softbinding-algorithms.tsv`, which names the list's
/// version and date.
public struct C2PASoftBindingAlgorithm: Sendable, Hashable {
  /// What a soft binding of the algorithm is: a mark hidden in the content,
  /// or a value computed from it.
  public enum Kind: String, Sendable, Hashable {
    case watermark
    case fingerprint
  }

  /// The entry's number in the list.
  public let identifier: Int
  public let name: String
  public let kind: Kind

  /// The list's entry for `alg`, nil for an algorithm not on it.
  public static func named(_ alg: String) -> C2PASoftBindingAlgorithm? { registry[alg] }
}
