import MetaLensCore

/// One validation status: c2pa-rs's code, its kind, the URI it concerns and
/// what it means.
extension C2PAStatus: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("code", .string(code)), ("kind", .string(kind.rawValue)), ("url", url.map(JSONValue.string)),
      ("explanation", .string(explanation)),
    ])
  }
}
