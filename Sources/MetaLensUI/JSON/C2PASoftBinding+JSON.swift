import MetaLensCore

/// A soft binding in `provenance.c2pa.softBindings`: `{label, alg,
/// algorithm, name, blocks, pad}`; `algorithm` is the C2PA soft-binding
/// list's entry (`{identifier, name, kind}`), absent for an algorithm not on
/// it. The binding is reported, never checked.
extension C2PASoftBinding: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("label", .string(label)), ("alg", algorithm.map(JSONValue.string)),
      (
        "algorithm",
        registered.map {
          .members([
            ("identifier", .int(Int64($0.identifier))), ("name", .string($0.name)), ("kind", .string($0.kind.rawValue)),
          ])
        }
      ),
      ("name", name.map(JSONValue.string)), ("blocks", .array(scopes.map(Self.block))), ("pad", .bool(padded)),
    ])
  }

  private static func block(_ scope: Scope) -> JSONValue {
    switch scope {
    case .whole: .members([("scope", .string("whole"))])
    case .region: .members([("scope", .string("region"))])
    case .timespan(let start, let end):
      .members([("scope", .string("timespan")), ("start", .int(start)), ("end", .int(end))])
    case .extent(let extent): .members([("scope", .string("extent")), ("extent", .string(extent))])
    }
  }
}
