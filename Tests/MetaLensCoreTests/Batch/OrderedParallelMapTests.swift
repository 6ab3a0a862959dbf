import Foundation
import MetaLensCore
import Synchronization
import Testing

@Suite("Ordered parallel map: order, threads, promptness")
struct OrderedParallelMapTests {
  /// How long a test waits for something that should happen at once before
  /// giving up, so a regression fails instead of hanging. Not a measurement.
  static let patience: TimeInterval = 10

  /// Counts threads inside a transform and holds each until `target` are in
  /// at once, or until patience runs out. The threads wait spinning, not
  /// sleeping: libdispatch's pool adds a thread now and then when its
  /// threads sleep, which would hide a pool capped at the core count.
  final class Rendezvous: Sendable {
    private let target: Int
    private let inside = Atomic(0)
    private let most = Atomic(0)
    var mostAtOnce: Int { most.load(ordering: .sequentiallyConsistent) }

    init(target: Int) { self.target = target }

    func arriveAndWait() {
      let now = inside.add(1, ordering: .sequentiallyConsistent).newValue
      most.max(now, ordering: .sequentiallyConsistent)
      let deadline = Date(timeIntervalSinceNow: OrderedParallelMapTests.patience)
      while mostAtOnce < target && Date() < deadline { sched_yield() }
      inside.subtract(1, ordering: .sequentiallyConsistent)
    }
  }

  /// A flag one thread raises and another waits for, with patience.
  final class Signal: @unchecked Sendable {
    private let condition = NSCondition()
    private var raised = false

    func raise() {
      condition.lock()
      raised = true
      condition.broadcast()
      condition.unlock()
    }

    /// True when the flag was raised in time.
    func wait() -> Bool {
      condition.lock()
      defer { condition.unlock() }
      let deadline = Date(timeIntervalSinceNow: OrderedParallelMapTests.patience)
      while !raised && condition.wait(until: deadline) {}
      return raised
    }
  }

  /// 0, then 1 only once `firstEmitted` is raised (a slow folder listing that
  /// lags behind the reads).
  struct SlowSecondInput: Sequence, Sendable {
    let secondRequested: Signal
    let firstEmitted: Signal
    let firstEmittedInTime = Signal()

    func makeIterator() -> AnyIterator<Int> {
      var next = 0
      return AnyIterator {
        defer { next += 1 }
        switch next {
        case 0: return 0
        case 1:
          secondRequested.raise()
          if firstEmitted.wait() { firstEmittedInTime.raise() }
          return 1
        default: return nil
        }
      }
    }
  }

  @Test("outputs come in input order whatever finishes first", arguments: [1, 2, 8])
  func order(jobs: Int) {
    var outputs: [Int] = []
    OrderedParallelMap<Int, Int>(jobs: jobs, window: jobs).run(
      0..<500, transform: { $0 * 2 }, emit: { outputs.append($0) })
    #expect(outputs == (0..<500).map { $0 * 2 })
  }

  @Test("no inputs, no outputs")
  func empty() {
    var count = 0
    OrderedParallelMap<Int, Int>(jobs: 4).run(0..<0, transform: { $0 }, emit: { _ in count += 1 })
    #expect(count == 0)
  }

  /// A stop raised from the emitting thread and read by the others.
  final class StopFlag: Sendable {
    private let raised = Atomic(false)
    func raise() { raised.store(true, ordering: .sequentiallyConsistent) }
    var isRaised: Bool { raised.load(ordering: .sequentiallyConsistent) }
  }

  /// Ctrl-C, SIGTERM and a full disk all stop the map from `stopping`; a
  /// semaphore released with a permit still taken crashed the process with
  /// SIGILL (libdispatch's "deallocated while in use") on 20 of 20 kills.
  @Test("a map stopped after any output ends cleanly, its outputs a prefix of the inputs", arguments: [2, 3, 8])
  func stoppedAnywhere(jobs: Int) {
    for stopAfter in 1...100 {
      let stop = StopFlag()
      var outputs: [Int] = []
      OrderedParallelMap<Int, Int>(jobs: jobs, window: jobs * 2).run(
        0..<120, transform: { $0 },
        emit: { output in
          outputs.append(output)
          if outputs.count == stopAfter { stop.raise() }
        }, stopping: { stop.isRaised })
      #expect(outputs == Array(0..<stopAfter), "stopped after \(stopAfter)")
    }
  }

  @Test("--jobs 8 runs 8 transforms at once on any number of cores")
  func jobsThreadsAtOnce() {
    let jobs = 8
    let rendezvous = Rendezvous(target: jobs)
    var outputs: [Int] = []
    OrderedParallelMap<Int, Int>(jobs: jobs).run(
      0..<jobs,
      transform: {
        rendezvous.arriveAndWait()
        return $0
      }, emit: { outputs.append($0) })
    #expect(rendezvous.mostAtOnce == jobs)
    #expect(outputs == Array(0..<jobs))
  }

  @Test("a finished output is emitted while the next input is still coming")
  func promptOutput() {
    let secondRequested = Signal()
    let firstEmitted = Signal()
    let inputs = SlowSecondInput(secondRequested: secondRequested, firstEmitted: firstEmitted)
    var outputs: [Int] = []
    OrderedParallelMap<Int, Int>(jobs: 2).run(
      inputs,
      transform: { input in
        // The first input finishes only once the second is being waited for.
        if input == 0 { _ = secondRequested.wait() }
        return input
      },
      emit: { output in
        outputs.append(output)
        if output == 0 { firstEmitted.raise() }
      })
    #expect(outputs == [0, 1])
    #expect(inputs.firstEmittedInTime.wait())
  }
}
