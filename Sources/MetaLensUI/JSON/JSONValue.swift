/// A JSON value, built by the documents and written by `JSONWriter`.
public indirect enum JSONValue: Sendable, Equatable {
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

  /// Members sorted by key, the first of two equal keys kept.
  static func sorted(_ members: [JSONMember]) -> [JSONMember] {
    var result: [JSONMember] = []
    result.reserveCapacity(members.count)
    for member in members.enumerated().sorted(by: { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }) {
      if result.last?.key != member.element.key { result.append(member.element) }
    }
    return result
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

/// A value that has a JSON form.
public protocol JSONRepresentable {
  var json: JSONValue { get }
}
