/// What a read decodes beyond what `inspect` needs.
///
/// `inspect` scores a photo from a few dozen tags and must stay fast (the
/// speed targets in docs/BENCHMARKS.md); `tags` lists every tag ExifTool
/// would (issue 17), which costs more decoding: ICC tag bodies, Photoshop
/// resources, HEIF item properties. The extra tags only add to the tag
/// list; nothing that `inspect` reads changes with these options.
public struct ReadingOptions: Sendable, Hashable {
  /// Decode every tag ExifTool reads in the groups MetaLens claims, not only
  /// those the report and the scoring use.
  public var allTags: Bool

  public init(allTags: Bool = false) {
    self.allTags = allTags
  }

  /// What `inspect` needs.
  public static let standard = ReadingOptions()
  /// What `tags` needs: everything.
  public static let allTags = ReadingOptions(allTags: true)
}
