/// Why an entry found in a folder is passed over without a read: not a
/// regular file. Each is named on stderr so a batch never loses a file
/// without a word (a FIFO a script meant to fill, a link to a moved photo).
public enum SpecialEntry: String, Sendable, Hashable {
  /// A named pipe: opening it could block, and reading it would consume
  /// another program's data.
  case fifo
  /// A symlink whose target does not exist.
  case danglingLink = "dangling"
  /// A socket or a device.
  case other
}
