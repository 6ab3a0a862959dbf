/// A JSON value, built by the documents and written by `JSONWriter`.
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

  /// Members sorted by key, the first of two equal keys kept. Keys compare
  /// by their UTF-8 bytes: String's `==` and `<` call canonically equivalent
  /// spellings (`é` and `e` + U+0301) equal, which would drop one of two
  /// distinct names a file holds, and JSON readers tell them apart.
  static func sorted(_ members: [JSONMember]) -> [JSONMember] {
    // Many objects are written in key order already: one pass tells.
    var firstOutOfOrder = members.count
    for index in members.indices.dropFirst() where compareBytes(members[index - 1].key, members[index].key) >= 0 {
      firstOutOfOrder = index
      break
    }
    if firstOutOfOrder == members.count { return members }
    // Documents' objects are small: an insertion sort of the rest into the
    // sorted prefix, dropping a later equal key, beats a general sort there.
    guard members.count <= 32 else { return generalSorted(members) }
    var result = Array(members[..<firstOutOfOrder])
    result.reserveCapacity(members.count)
    next: for member in members[firstOutOfOrder...] {
      var position = result.count
      while position > 0 {
        let order = compareBytes(result[position - 1].key, member.key)
        if order == 0 { continue next }
        if order < 0 { break }
        position -= 1
      }
      result.insert(member, at: position)
    }
    return result
  }

  private static func generalSorted(_ members: [JSONMember]) -> [JSONMember] {
    var result: [JSONMember] = []
    result.reserveCapacity(members.count)
    let order = members.indices.sorted { left, right in
      let order = compareBytes(members[left].key, members[right].key)
      return order == 0 ? left < right : order < 0
    }
    for index in order where result.last.map({ compareBytes($0.key, members[index].key) != 0 }) ?? true {
      result.append(members[index])
    }
    return result
  }

  /// Negative, zero or positive as `a`'s UTF-8 bytes sort before, equal or
  /// after `b`'s; one pass over contiguous bytes, since it runs for every
  /// key of every document.
  static func compareBytes(_ a: String, _ b: String) -> Int {
    let fast = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y in
        for index in 0..<min(x.count, y.count) where x[index] != y[index] { return Int(x[index]) - Int(y[index]) }
        return x.count - y.count
      }
    }
    if let fast = fast ?? nil { return fast }
    if a.utf8.elementsEqual(b.utf8) { return 0 }
    return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
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
