/// A JSON value, built by the small documents and written by `JSONWriter`.
public enum JSONValue: Sendable, Equatable {
  case bool(Bool)
  case integer(Int64)
  /// A finite number (non-finite values are written as text by their owners).
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Members sorted by key, so output is deterministic; build
  /// objects with `members(_:)`, which sorts.
  case object([JSONMember])

  /// An object from key and value pairs, leaving out the nil values (absent
  /// facts are absent keys) and the later of two equal keys.
  public static func members(_ pairs: [(String, JSONValue?)]) -> JSONValue {
    var members: [JSONMember] = []
    members.reserveCapacity(pairs.count)
    for (key, value) in pairs {
      if let value { members.append(JSONMember(key: key, value: value)) }
    }
    return .object(sorted(members))
  }

  /// Members sorted by key, the first of two equal keys kept (see
  /// `JSONWriter.object(keyedBy:_:_:)`).
  static func sorted(_ members: [JSONMember]) -> [JSONMember] {
    JSONWriter.sortedPositions(members.map(\.key)).map { members[$0] }
  }

  public static func int(_ value: some BinaryInteger) -> JSONValue { .integer(Int64(value)) }

  /// A double, or its name as text when it is not finite.
  public static func double(_ value: Double) -> JSONValue {
    value.isFinite ? .number(value) : .string(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf"))
  }
}

/// One key and value of a JSON object.
public struct JSONMember: Sendable, Equatable {
  public let key: String
  public let value: JSONValue
}

/// A value that has a JSON form and writes it.
public protocol JSONRepresentable {
  func write(to json: inout JSONWriter)
}

/// A value whose JSON form is built as a `JSONValue` tree: the small
/// documents (the guide, error records, the rarer containers' sections), where
/// any key order reads better than speed.
public protocol JSONValueRepresentable: JSONRepresentable {
  var json: JSONValue { get }
}

extension JSONValueRepresentable {
  public func write(to json: inout JSONWriter) { json.value(self.json) }
}
