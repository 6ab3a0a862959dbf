internal import SwiftASN1

extension ASN1Node {
  /// The nodes inside a constructed node (a SEQUENCE, SET or explicit tag);
  /// none for a primitive one.
  var constructedChildren: [ASN1Node] {
    guard case .constructed(let nodes) = content else { return [] }
    return Array(nodes)
  }
}
