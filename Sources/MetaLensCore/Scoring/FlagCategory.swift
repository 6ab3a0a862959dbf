/// What a flag is about.
public enum FlagCategory: String, Sendable, Hashable, CaseIterable, Codable {
  /// Generative AI.
  case ai
  /// Editing or re-saving.
  case editing
  /// Values that disagree with each other or with the image.
  case consistency
  /// Metadata that is absent.
  case missing
  /// Where the file comes from: camera traces, manifests.
  case provenance
}
