/// How folders are walked.
public struct BatchOptions: Sendable, Hashable {
  /// Walk sub-folders too.
  public var recursive: Bool
  /// Only files found in folders whose extension is one of these (lower
  /// case, without the dot); nil for every file. Files named on the command
  /// line are always read.
  public var extensions: Set<String>?
  /// Include files and folders whose name starts with a dot.
  public var includeHidden: Bool
  /// Follow symlinks that lead out of the folder given. Off by default: a
  /// walk stays inside the roots it was given (`SpecialEntry.linkOutside`).
  public var followLinksOutside: Bool

  public init(
    recursive: Bool = false, extensions: Set<String>? = nil, includeHidden: Bool = false,
    followLinksOutside: Bool = false
  ) {
    self.recursive = recursive
    self.extensions = extensions
    self.includeHidden = includeHidden
    self.followLinksOutside = followLinksOutside
  }
}
