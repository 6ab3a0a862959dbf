/// A coding key made from any string: group and tag names are data, not
/// Swift identifiers.
struct DynamicKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
