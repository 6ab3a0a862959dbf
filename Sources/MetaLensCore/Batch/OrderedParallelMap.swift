import Dispatch
import Synchronization

/// Transforms a stream of inputs on several threads and hands the outputs
/// back in input order, as soon as each next one is ready.
///
/// The map starts `jobs` threads of its own for the transforms and one that
/// reads the inputs, so a slow input sequence (a large folder being listed)
/// never holds back an output that is ready: the calling thread only waits
/// for outputs. At most `window` inputs (8 × `jobs` unless given) are in
/// flight at once — waiting, being transformed, or transformed and waiting
/// for those before them — so memory holds at most `window` outputs however
/// long the stream is; a slow input delays the outputs behind it but not the
/// work on the others.
public struct OrderedParallelMap<Input: Sendable, Output: Sendable>: Sendable {
  public let jobs: Int
  public let window: Int

  public init(jobs: Int, window: Int? = nil) {
    self.jobs = max(1, jobs)
    self.window = max(self.jobs, window ?? self.jobs * 8)
  }

  private struct State: ~Copyable {
    var pending = FIFOQueue<(Int, Input)>()
    /// nil for an input dropped because the map was stopping.
    var results: [Int: Output?] = [:]
    var submitted = 0
    var inputsEnded = false
  }

  /// Runs `transform` on every input and calls `emit` (on the calling
  /// thread) with each output, in input order. With one job everything runs
  /// on the calling thread.
  ///
  /// Once `stopping` answers true (an interrupt, a failed output), no input
  /// is taken any more, inputs not yet begun are dropped, and nothing more
  /// is emitted: the outputs emitted are a prefix of the inputs, in order,
  /// and a transform under way finishes but is not emitted.
  ///
  /// Every semaphore ends with the count it began with: libdispatch traps
  /// (SIGILL, "semaphore object deallocated while in use") when one is
  /// released holding fewer permits than it was made with, so each stop path
  /// gives back what it took. A reader that takes a place in the window and
  /// then finds the map stopping returns the place before it leaves.
  public func run(
    _ inputs: some Sequence<Input> & Sendable, transform: @escaping @Sendable (Input) -> Output,
    emit: (Output) -> Void, stopping: @escaping @Sendable () -> Bool = { false }
  ) {
    if jobs == 1 {
      for input in inputs {
        if stopping() { return }
        emit(transform(input))
      }
      return
    }
    let state = Mutex(State())
    // One permit per input queued, then one per worker when the inputs end.
    let inputReady = DispatchSemaphore(value: 0)
    // One permit per output stored, and one when the inputs end.
    let outputReady = DispatchSemaphore(value: 0)
    // One permit per free place in the window.
    let room = DispatchSemaphore(value: window)
    let workers = (0..<jobs).map { _ in
      WorkerThread {
        while true {
          inputReady.wait()
          guard let (index, input) = state.withLock({ $0.pending.popFirst() }) else { return }
          let output = stopping() ? nil : transform(input)
          state.withLock { $0.results[index] = output }
          outputReady.signal()
        }
      }
    }
    let reader = WorkerThread { [jobs] in
      for input in inputs {
        room.wait()
        if stopping() {
          room.signal()
          break
        }
        state.withLock { state in
          state.pending.append((state.submitted, input))
          state.submitted += 1
        }
        inputReady.signal()
      }
      state.withLock { $0.inputsEnded = true }
      outputReady.signal()
      for _ in 0..<jobs { inputReady.signal() }  // each worker wakes, finds nothing, and ends
    }
    var emitted = 0
    while true {
      outputReady.wait()
      while let output = state.withLock({ $0.results.removeValue(forKey: emitted) }) {
        if let output, !stopping() { emit(output) }
        emitted += 1
        room.signal()
      }
      if state.withLock({ $0.inputsEnded && $0.submitted == emitted }) { break }
    }
    reader.join()
    for worker in workers { worker.join() }
  }
}
