import Synchronization

/// Answers of a pure function, kept for the rest of the process: a batch
/// meets the same quantization tables, certificates and software names
/// again and again. At most `capacity` answers are kept; past that they are
/// computed each time, so a million distinct inputs hold no more memory
/// than the bound.
///
/// `compute` runs outside the lock: two jobs asking for one new key at once
/// both compute it, and keep the same answer.
final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  let capacity: Int
  private let answers = Mutex<[Key: Value]>([:])

  init(capacity: Int) {
    self.capacity = capacity
  }

  func value(for key: Key, _ compute: () -> Value) -> Value {
    if let known = answers.withLock({ $0[key] }) { return known }
    let value = compute()
    answers.withLock { if $0.count < capacity { $0[key] = value } }
    return value
  }
}
