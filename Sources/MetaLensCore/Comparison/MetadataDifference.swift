/// A metadata value that the original and the copy do not share: the capture
/// date, the camera, the position, the software, or a whole block (EXIF,
/// XMP, ICC profile, C2PA) present in one file only. `nil` is "absent".
public struct MetadataDifference: Sendable, Hashable {
  public let field: String
  public let original: String?
  public let copy: String?

  /// The differences that matter to the question "is this copy that
  /// photo?", in a fixed order.
  static func between(_ original: Inspection, _ copy: Inspection) -> [MetadataDifference] {
    func position(_ inspection: Inspection) -> String? {
      inspection.summary.position.map { "\($0.latitude), \($0.longitude)" }
    }
    func blocks(_ inspection: Inspection) -> [String: Bool] {
      let metadata = inspection.metadata
      return [
        "EXIF": metadata.exif != nil, "XMP": metadata.tags.tags.contains { $0.group.hasPrefix("XMP") },
        "ICC profile": metadata.tags.tags.contains { $0.group.hasPrefix("ICC") }, "C2PA": metadata.c2pa != nil,
      ]
    }
    let fields: [(String, String?, String?)] = [
      ("captured", original.summary.captured?.combined, copy.summary.captured?.combined),
      ("camera", original.summary.camera, copy.summary.camera),
      ("position", position(original), position(copy)),
      ("software", original.summary.software, copy.summary.software),
    ]
    var found = fields.filter { $0.1 != $0.2 }.map { MetadataDifference(field: $0.0, original: $0.1, copy: $0.2) }
    let (before, after) = (blocks(original), blocks(copy))
    for block in ["EXIF", "XMP", "ICC profile", "C2PA"] where before[block] != after[block] {
      found.append(
        MetadataDifference(
          field: block, original: before[block] == true ? "present" : nil, copy: after[block] == true ? "present" : nil)
      )
    }
    return found
  }
}
