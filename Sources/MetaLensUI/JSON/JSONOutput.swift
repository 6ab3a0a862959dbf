import FoundationEssentials

/// The one JSON encoder configuration metalens uses: sorted keys, so output
/// is deterministic, and no escaped slashes, so paths and URLs read cleanly.
public enum JSONOutput {
  public static func encode(_ value: some Encodable, pretty: Bool = true) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    return String(decoding: data, as: UTF8.self)
  }
}
