/// Why an entry found in a folder is passed over without a read: not a
/// regular file. Each is named on stderr so a batch never loses a file
/// without a word (a FIFO a script meant to fill, a link to a moved photo).
public enum SpecialEntry: String, Sendable, Hashable {
  /// A named pipe: opening it could block, and reading it would consume
  /// another program's data.
  case fifo
  /// A symlink whose target does not exist.
  case danglingLink = "dangling"
  /// A symlink that leads out of the folder the walk was given (`root -> /`
  /// in a received folder would walk the whole disk, `/proc` included, and
  /// bring files that are not the evidence into the report): named, not
  /// followed, unless `--follow-links` asks for it.
  case linkOutside = "link-outside"
  /// A sub-folder of a folder walked without `-r` (issue 60: 95 photos in
  /// a sub-folder went unmentioned behind "500 files inspected").
  case subfolder
  /// A socket or a device.
  case other
}
