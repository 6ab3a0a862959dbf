/// The C2PA manifest store embedded in a file (Content Credentials), as read
/// and not verified: no hash or signature is checked, so nothing here says
/// the file is what the manifest claims, only what the manifest says.
public struct C2PAManifestStore: Sendable, Hashable {
  /// Where the store was found (`JPEG APP11`, `PNG caBX`…).
  public var container: String
  /// Its size in bytes.
  public var byteCount: Int
  /// Manifests in stored order; the last is the active one (C2PA 2.1, 11.1).
  public var manifests: [C2PAManifest]
  /// Problems met while reading the store.
  public var problems: [String]
  /// The store's bytes as found, for the validation, which hashes its boxes.
  var bytes: [UInt8] = []
  /// Why c2pa-rs refuses to read the store where it lies (a TIFF tag of the
  /// wrong type), when it does: the store is located, not read, and its
  /// credential is invalid.
  var refusal: String?

  public init(container: String, byteCount: Int, manifests: [C2PAManifest] = [], problems: [String] = []) {
    self.container = container
    self.byteCount = byteCount
    self.manifests = manifests
    self.problems = problems
  }

  /// The manifest that describes the file itself.
  public var activeManifest: C2PAManifest? { manifests.last }
}
