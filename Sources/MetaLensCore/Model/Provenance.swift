/// What a file says about where it comes from, beyond its tags: the embedded
/// C2PA store, or the address of one kept elsewhere. Read, never verified.
public struct Provenance: Sendable, Hashable {
  public let c2pa: C2PAManifestStore?
  /// XMP `dcterms:provenance`: where a manifest stored outside the file is.
  public let remoteManifest: String?

  public init(_ metadata: PhotoMetadata) {
    c2pa = metadata.c2pa
    remoteManifest = metadata.value("XMP-dcterms", "Provenance")?.text
  }

  /// What was and was not checked, in plain words; the same sentence in the
  /// report and the JSON.
  public static let validation =
    "not verified: the signature, the hashes binding the manifest to the content, and the signer's trust were not checked"

  /// One line for the summary card: who wrote the manifest and who signed it.
  public var summary: String? {
    if let manifest = c2pa?.activeManifest {
      var parts = ["C2PA"]
      if let generator = manifest.claimGenerator { parts.append(generator) }
      if let signer = manifest.signer?.name { parts.append("signed by \(signer)") }
      parts.append("not verified")
      return parts.joined(separator: " · ")
    }
    if c2pa != nil { return "C2PA manifest store, unreadable" }
    return remoteManifest.map { "C2PA manifest stored elsewhere: \($0)" }
  }
}
