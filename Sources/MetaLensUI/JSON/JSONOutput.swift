/// The one way metalens writes JSON: keys sorted, so output is deterministic;
/// slashes and non-ASCII characters written as they are.
public enum JSONOutput {
  public static func encode(_ value: some JSONRepresentable, pretty: Bool = true) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.write(value.json)
    return String(decoding: writer.output, as: UTF8.self)
  }
}
