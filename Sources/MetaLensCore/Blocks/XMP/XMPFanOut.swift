/// How much work the XMP Toolkit's parse of a packet will do, measured from
/// its markup before exempi sees it.
///
/// The toolkit finds a property among its siblings by a linear search
/// (`FindChildNode` in XMPCore's XMPCore_Impl.cpp), so a node with n named
/// children costs n² to build. Measured on this machine with exempi 2.6:
/// 10,000 attributes on one `rdf:Description` parsed in 0.74 s, 25,000 in
/// 3.9 s, and a 14 MB Extended XMP packet of them would run for hours; 50,000
/// array items (`rdf:li`, appended without a search) took 0.12 s. So the
/// measure is the sum, over the nodes of the tree the toolkit will build, of
/// the square of each node's named children (elements and attributes that are
/// not RDF syntax). Array items are not counted, so the real packets that are
/// huge (Photoshop's DocumentAncestors with 100,000 ancestors) still read.
///
/// The top-level properties of every `rdf:Description` under `rdf:RDF` land
/// under one schema node per namespace; they are counted together, which
/// bounds them whatever namespaces they use. A nested `rdf:Description`
/// holds the fields of the property around it and counts with it.
struct XMPFanOut {
  /// Named children of each node, the top level first.
  private var children = [0]
  /// The open elements: whether each is `rdf:RDF`, and the node it adds to.
  private var open: [(isRDF: Bool, node: Int)] = []

  /// The toolkit's work: the sum of every node's named children squared.
  var work: Int { children.reduce(0) { $0 + $1 * $1 } }
  /// The most named children of one node.
  var widest: Int { children.max() ?? 0 }

  /// A start tag `name` with `attributes` named attributes (not `xmlns:`,
  /// `rdf:` or `xml:` ones).
  mutating func start(name: ArraySlice<UInt8>, attributes: Int, selfClosing: Bool) {
    let parent = open.last
    let isSyntax = name.starts(with: Self.rdfPrefix) || name.starts(with: Self.xPrefix)
    if !isSyntax, let parent { children[parent.node] += 1 }
    let node: Int
    if name.elementsEqual(Self.description) {
      node = parent.map { $0.isRDF ? 0 : $0.node } ?? 0
    } else {
      node = children.count
      children.append(0)
    }
    children[node] += attributes
    if !selfClosing { open.append((name.elementsEqual(Self.rdf), node)) }
  }

  /// An end tag; a stray one is ignored.
  mutating func end() { _ = open.popLast() }

  private static let rdfPrefix = Array("rdf:".utf8)
  private static let xPrefix = Array("x:".utf8)
  private static let description = Array("rdf:Description".utf8)
  private static let rdf = Array("rdf:RDF".utf8)
}
