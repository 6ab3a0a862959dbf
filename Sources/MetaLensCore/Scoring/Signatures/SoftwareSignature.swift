/// A family of programs recognised by name in software tags.
public struct SoftwareSignature: Sendable, Hashable {
  /// What the program does to a file.
  public enum Role: String, Sendable, Hashable {
    /// Changes pixels: retouching, filters, compositing.
    case editor
    /// Develops raw files or re-encodes images (converters, browsers that
    /// re-save, image libraries).
    case converter
    /// Rewrites a file's metadata, usually leaving its pixels alone.
    case metadataTool
    /// Generates images with a trained model.
    case generator
  }

  /// The family's name, as the report shows it.
  public let family: String
  public let role: Role
  /// Lower-case names matched as whole words.
  let patterns: [String]
  /// The patterns as scalars, converted once rather than for each text.
  private let needles: [[Unicode.Scalar]]

  init(_ family: String, _ role: Role, _ patterns: [String]) {
    self.family = family
    self.role = role
    self.patterns = patterns.map { $0.lowercased() }
    needles = self.patterns.map { Array($0.unicodeScalars) }
  }

  /// True when `text` names the family: a pattern appears with no letter or
  /// digit directly before or after it ("GIMP 2.10" matches `gimp`,
  /// "Gimpel" does not).
  func matches(_ text: String) -> Bool {
    matches(lowercased: Array(text.lowercased().unicodeScalars))
  }

  /// `matches` on text already lower-cased into scalars, so a caller that
  /// checks many signatures converts the text once.
  func matches(lowercased haystack: [Unicode.Scalar]) -> Bool {
    needles.contains { needle in
      guard needle.count <= haystack.count else { return false }
      for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        guard haystack[start..<start + needle.count].elementsEqual(needle) else { continue }
        let before = start == 0 ? nil : haystack[start - 1]
        let after = start + needle.count < haystack.count ? haystack[start + needle.count] : nil
        if !Self.isWordCharacter(before) && !Self.isWordCharacter(after) { return true }
      }
      return false
    }
  }

  private static func isWordCharacter(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }
}
