/// One entry of a batch: a file to inspect, or a problem met while listing
/// the inputs (an unreadable folder, a symlink loop).
public enum BatchItem: Sendable, Hashable {
  /// A file to read. `explicit` is true for paths the user named, false for
  /// files found inside a folder (those that turn out not to be images are
  /// skipped rather than reported as errors).
  case file(path: String, explicit: Bool)
  /// A path that could not be listed.
  case problem(MetaLensError)
  /// A folder reached again through a symlink: not followed, so a loop
  /// cannot make the walk endless.
  case loop(path: String)
  /// An entry of a folder that is not a regular file or folder (a FIFO, a
  /// dangling symlink, a device): named, not read.
  case special(path: String, kind: SpecialEntry)
}
