/// The form a manifest's label must have (C2PA 2.1, 11.3, "Manifest
/// labels"), checked as c2pa-rs checks it (`manifest_label_to_parts` in
/// `sdk/src/jumbf/labels.rs`): `urn:c2pa:<guid>[:<generator>[:<version>[_<reason>]]]`,
/// the generator part at most 32 ASCII characters without white space and
/// the version and reason whole numbers, or a 1.x label `urn:uuid:<guid>`
/// or `<vendor>:urn:uuid:<guid>`. c2pa-rs's `verify_claim` requires it of
/// a v2 claim's manifest (and of every ingredient's), reporting
/// `claim.malformed` ("claim box label invalid") otherwise.
enum C2PAManifestLabel {
  /// c2pa-rs's explanation of the failure.
  static let invalid = "claim box label invalid"

  static func isWellFormed(_ label: String) -> Bool {
    let parts = label.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return false }
    if parts[0] == "urn" {
      if parts[1] == "uuid" { return true }
      guard parts.count <= 5 else { return false }
      if parts.count > 3, !parts[3].isEmpty {
        let generator = parts[3]
        guard generator.utf8.count <= 32, generator.allSatisfy(\.isASCII),
          generator.split(whereSeparator: \.isWhitespace).count == 1
        else { return false }
      }
      if parts.count > 4, !parts[4].isEmpty {
        let version = parts[4].split(separator: "_", omittingEmptySubsequences: false)
        guard UInt(version[0]) != nil, version.count < 2 || UInt(version[1]) != nil else { return false }
      }
      return true
    }
    return parts[1] == "urn" && parts[2] == "uuid" && parts.count == 4
  }
}
