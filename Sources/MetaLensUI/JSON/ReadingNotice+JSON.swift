import MetaLensCore

/// One reading notice in the `notices` array: its stable code and the
/// English message (the same text as in `warnings`).
extension ReadingNotice: JSONRepresentable {
  public var json: JSONValue {
    .members([("code", .string(code.rawValue)), ("message", .string(message))])
  }
}
