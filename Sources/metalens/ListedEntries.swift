import Dispatch
import MetaLensCore
import Synchronization

/// A batch's entries, counted as they are listed, for the progress line. The
/// folders are walked once, while files are read, so the count grows until
/// the walk ends; a walk beforehand just to count would take as long again
/// before the first output.
///
/// The paths of `--files-from` follow those of the command line, each
/// listed as a path given there is (a folder in the list is walked).
///
/// The reads only list as far ahead as the batch's window (a few dozen
/// entries), so for the progress line's total `countAhead()` walks the same
/// inputs again on a thread of its own, counting only: the total, and with
/// it the time left, is known long before the reads reach the end, and no
/// path is held meanwhile. A list read from standard input cannot be read
/// twice; its total is known only at its end.
final class ListedEntries: Sequence, Sendable {
  private let collector: FileCollector
  private let list: PathList?
  /// The list's file again, for the count: nil for standard input.
  private let listAgain: PathList?
  private let counted = Atomic(0)
  private let ended = Atomic(false)
  private let countedAhead = Atomic(0)
  private let countEnded = Atomic(false)

  init(_ collector: FileCollector, list: PathList? = nil, listAgain: PathList? = nil) {
    self.collector = collector
    self.list = list
    self.listAgain = listAgain
  }

  /// Entries listed so far.
  var found: Int { Swift.max(counted.load(ordering: .acquiring), countedAhead.load(ordering: .acquiring)) }
  /// True once the walk is over; `found` is then the total.
  var complete: Bool { ended.load(ordering: .acquiring) || countEnded.load(ordering: .acquiring) }

  /// Counts the entries on another thread, stopping when `stopping` says.
  func countAhead(stopping: @escaping @Sendable () -> Bool) {
    guard list == nil || listAgain != nil else { return }
    DispatchQueue.global(qos: .utility).async {
      var entries = Iterator(base: self.collector.makeIterator(), list: self.listAgain?.makeIterator(), owner: self)
      var count = 0
      while entries.nextEntry() != nil {
        if stopping() { return }
        count += 1
        if count % 64 == 0 { self.countedAhead.store(count, ordering: .releasing) }
      }
      self.countedAhead.store(count, ordering: .releasing)
      self.countEnded.store(true, ordering: .releasing)
    }
  }

  func makeIterator() -> Iterator {
    Iterator(base: collector.makeIterator(), list: list?.makeIterator(), owner: self)
  }

  struct Iterator: IteratorProtocol {
    var base: FileCollector.Iterator
    var list: PathList.Iterator?
    let owner: ListedEntries

    mutating func next() -> BatchItem? {
      guard let item = nextEntry() else {
        owner.ended.store(true, ordering: .releasing)
        return nil
      }
      owner.counted.add(1, ordering: .releasing)
      return item
    }

    /// The next entry, uncounted.
    mutating func nextEntry() -> BatchItem? {
      while true {
        if let item = base.next() { return item }
        guard let path = list?.next() else { return nil }
        base = FileCollector(inputs: [path], options: owner.collector.options).makeIterator()
      }
    }
  }
}
