/// Differences from the ExifTool oracle that are ExifTool's doing, each with
/// the reason metalens is right to differ. The conformance test counts what
/// each entry excuses, so an entry that stops matching shows up.
struct ConformanceAllowance: Sendable {
  let reason: String
  /// Whether the entry covers this file (by its path and ExifTool's record).
  let applies: @Sendable (_ path: String, _ oracle: [String: Any]) -> Bool
  /// Groups whose extra tags are excused.
  let groups: Set<String>

  static let all: [ConformanceAllowance] = [
    ConformanceAllowance(
      reason: """
        ExifTool drops every tag of a JPEG whose data ends right after its metadata segments \
        ("JPEG format error"); the segments are complete, so metalens reads them and warns that \
        the file is truncated
        """,
      applies: { _, oracle in (oracle["ExifTool:Warning"] as? String) == "JPEG format error" },
      groups: ["IFD0", "ExifIFD", "GPS", "InteropIFD", "IFD1", "XMP-xmp", "XMP-xmpMM", "XMP-iptcExt"]),
    ConformanceAllowance(
      reason: """
        ExifTool abandons the whole ExifIFD when one entry has an invalid format (65285); libexif \
        skips that entry and reads the others
        """,
      applies: { path, _ in path.hasSuffix("issue_3455_sigma_print0x0008_empty.jpg") },
      groups: ["ExifIFD"]),
    ConformanceAllowance(
      reason: """
        ExifTool does not follow an ExifOffset stored with the string type ("Wrong format (string) \
        for IFD0 0x8769"); libexif follows the pointer, and the directory it finds is valid
        """,
      applies: { path, _ in path.hasSuffix("jpg/tests/30-type_error.jpg") },
      groups: ["ExifIFD"]),
    ConformanceAllowance(
      reason: """
        a fuzzed file whose ExifIFD ExifTool calls "Bad ExifIFD directory"; libexif reads its \
        well-formed entries
        """,
      applies: { path, _ in path.hasSuffix("issue_1881_coverage.jpg") },
      groups: ["ExifIFD"]),
  ]
}
