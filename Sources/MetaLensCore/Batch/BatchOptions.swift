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

  public init(recursive: Bool = false, extensions: Set<String>? = nil, includeHidden: Bool = false) {
    self.recursive = recursive
    self.extensions = extensions
    self.includeHidden = includeHidden
  }
}
