/// A JSON value is its own JSON form: documents already built (the array of
/// `tags --json` for several files) are encoded as they are.
extension JSONValue: JSONRepresentable {
  public var json: JSONValue { self }
}
