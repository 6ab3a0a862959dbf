/// A JSON value is its own JSON form: documents already built (the array of
/// `tags --json` for several files) are written as they are.
extension JSONValue: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    switch self {
    case .bool(let flag): json.value(flag)
    case .integer(let number): json.value(number)
    case .number(let number): json.value(number)
    case .string(let text): json.value(text)
    case .array(let items): json.array(items)
    case .object(let members):
      json.object { json in
        for member in members {
          json.key(member.key)
          json.value(member.value)
        }
      }
    }
  }
}
