import MetaLensCore

/// One reading notice in the `notices` array: its stable code and the
/// English message (the same text as in `warnings`).
extension ReadingNotice: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("code", code.rawValue)
      json.member("message", message)
    }
  }
}
