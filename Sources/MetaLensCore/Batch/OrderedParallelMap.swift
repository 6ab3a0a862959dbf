import Dispatch
import Synchronization

/// Transforms a stream of inputs on several threads and hands the outputs
/// back in input order, as soon as each next one is ready.
///
/// At most `window` inputs are in flight at once, so memory stays flat
/// however long the stream is; a slow input delays the output behind it but
/// not the work on the others.
public struct OrderedParallelMap<Input: Sendable, Output: Sendable>: Sendable {
  public let jobs: Int
  public let window: Int

  public init(jobs: Int, window: Int? = nil) {
    self.jobs = max(1, jobs)
    self.window = max(self.jobs, window ?? self.jobs * 8)
  }

  private struct State: ~Copyable {
    var pending: [(Int, Input)] = []
    var results: [Int: Output] = [:]
  }

  /// Runs `transform` on every input and calls `emit` (on the calling
  /// thread) with each output, in input order.
  public func run(
    _ inputs: some Sequence<Input>, transform: @escaping @Sendable (Input) -> Output, emit: (Output) -> Void
  ) {
    if jobs == 1 {
      for input in inputs { emit(transform(input)) }
      return
    }
    let state = Mutex(State())
    let inputReady = DispatchSemaphore(value: 0)
    let outputReady = DispatchSemaphore(value: 0)
    let workersDone = DispatchGroup()
    for _ in 0..<jobs {
      workersDone.enter()
      DispatchQueue.global().async {
        defer { workersDone.leave() }
        while true {
          inputReady.wait()
          let work = state.withLock { state -> (Int, Input)? in
            state.pending.isEmpty ? nil : state.pending.removeFirst()
          }
          guard let (index, input) = work else { return }
          let output = transform(input)
          state.withLock { $0.results[index] = output }
          outputReady.signal()
        }
      }
    }
    var submitted = 0
    var emitted = 0
    func drain() {
      while let output = state.withLock({ $0.results.removeValue(forKey: emitted) }) {
        emit(output)
        emitted += 1
      }
    }
    for input in inputs {
      while submitted - emitted >= window {
        outputReady.wait()
        drain()
      }
      state.withLock { $0.pending.append((submitted, input)) }
      submitted += 1
      inputReady.signal()
      drain()
    }
    for _ in 0..<jobs { inputReady.signal() }  // each idle worker wakes, finds nothing, and ends
    while emitted < submitted {
      outputReady.wait()
      drain()
    }
    workersDone.wait()
  }
}
