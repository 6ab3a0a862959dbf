/// A first-in first-out queue over an array with a moving head, so taking
/// the first element is O(1) (amortised) where `removeFirst()` is O(count).
struct FIFOQueue<Element> {
  private var storage: [Element] = []
  private var head = 0

  var isEmpty: Bool { head == storage.count }
  var count: Int { storage.count - head }

  mutating func append(_ element: Element) {
    storage.append(element)
  }

  mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head]
    head += 1
    // Drop the taken prefix once it is half the storage: each element is
    // moved at most once per time it is passed over, so O(1) amortised.
    if head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }
}
