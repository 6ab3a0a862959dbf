/// The one way metalens writes JSON: keys sorted, so output is deterministic;
/// slashes and non-ASCII characters written as they are.
public enum JSONOutput {
  public static func encode(_ value: some JSONRepresentable, pretty: Bool = true) -> String {
    String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
  }

  /// The same text as UTF-8 bytes.
  public static func bytes(_ value: some JSONRepresentable, pretty: Bool = true) -> [UInt8] {
    var writer = JSONWriter(pretty: pretty)
    writer.value(value)
    return writer.output
  }

  /// Several documents as one array (`tags --json` for several files).
  public static func encode(_ values: [any JSONRepresentable], pretty: Bool = true) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.array(values) { $1.write(to: &$0) }
    return String(decoding: writer.output, as: UTF8.self)
  }
}
