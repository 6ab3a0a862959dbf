import MetaLensCore
import Synchronization

/// A batch's entries, counted as they are listed, for the progress line. The
/// folders are walked once, while files are read, so the count grows until
/// the walk ends; a walk beforehand just to count would take as long again
/// before the first output.
final class ListedEntries: Sequence, Sendable {
  private let collector: FileCollector
  private let counted = Atomic(0)
  private let ended = Atomic(false)

  init(_ collector: FileCollector) { self.collector = collector }

  /// Entries listed so far.
  var found: Int { counted.load(ordering: .acquiring) }
  /// True once the walk is over; `found` is then the total.
  var complete: Bool { ended.load(ordering: .acquiring) }

  func makeIterator() -> Iterator { Iterator(base: collector.makeIterator(), owner: self) }

  struct Iterator: IteratorProtocol {
    var base: FileCollector.Iterator
    let owner: ListedEntries

    mutating func next() -> BatchItem? {
      guard let item = base.next() else {
        owner.ended.store(true, ordering: .releasing)
        return nil
      }
      owner.counted.add(1, ordering: .releasing)
      return item
    }
  }
}
