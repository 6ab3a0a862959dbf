/// The checks that read more than the metadata, as the page's appendix
/// describes them: how each works in two sentences, and the paper or
/// specification it follows (`ExaminationMethod+Words.swift`).
public enum ExaminationMethod: String, CaseIterable, Sendable {
  case doubleCompression = "double-compression"
  case quantizationTables = "quantization-tables"
  case huffmanTables = "huffman-tables"
  case thumbnail
  case duplicatedRegion = "duplicated-region"
  case c2paSignature = "c2pa-signature"
  case c2paBinding = "c2pa-binding"

  /// Whether it reads the image data (else the Content Credentials).
  public var readsImageData: Bool { !rawValue.hasPrefix("c2pa") }

  /// The checks that ran on a file: the image-data ones when its image data
  /// was analysed, the C2PA ones when it carries a manifest.
  public static func applied(imageData: Bool, credentials: Bool) -> [ExaminationMethod] {
    allCases.filter { $0.readsImageData ? imageData : credentials }
  }
}
