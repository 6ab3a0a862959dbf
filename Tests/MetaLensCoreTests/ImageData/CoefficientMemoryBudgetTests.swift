import Foundation
import Testing

@testable import MetaLensCore

/// Progressive JPEGs are decoded with every coefficient held at once; the
/// budget keeps two jobs of a batch from holding two such images together.
@Suite struct CoefficientMemoryBudgetTests {
  static func frame(_ marker: UInt8, _ width: Int, _ height: Int, sampling: [(Int, Int)]) -> JPEGFrame {
    JPEGFrame(
      marker: marker, width: width, height: height, bitsPerSample: 8,
      components: sampling.enumerated().map {
        JPEGComponent(
          id: $0.offset + 1, horizontalSampling: $0.element.0, verticalSampling: $0.element.1,
          quantizationTable: $0.offset == 0 ? 0 : 1)
      })
  }

  /// The need is what libjpeg allocates: for the corpus's c2pa-rs
  /// `verify.jpeg` (2882 × 1922, progressive 4:4:4) valgrind's massif
  /// measured 33,408,549 bytes of libjpeg arrays, of which these are the
  /// coefficients.
  @Test(arguments: [
    (frame(0xC2, 2882, 1922, sampling: [(1, 1), (1, 1), (1, 1)]), 33_408_384),
    // 4:2:0: luma rounded to 2 × 2 blocks, each chroma plane a quarter.
    (frame(0xC2, 4000, 3000, sampling: [(2, 2), (1, 1), (1, 1)]), 500 * 376 * 128 + 2 * 250 * 188 * 128),
    (frame(0xC0, 4000, 3000, sampling: [(2, 2), (1, 1), (1, 1)]), 0),
  ])
  func needMatchesLibjpegArrays(frame: JPEGFrame, bytes: Int) {
    #expect(CoefficientMemoryBudget.need(of: frame) == bytes)
  }

  /// Two files whose needs together exceed the allowance are never decoded
  /// at once; each waits for the other.
  @Test func largeNeedsTakeTurns() {
    let budget = CoefficientMemoryBudget(bytes: 32 << 20)
    let inside = Counter()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      try? budget.withShare(of: 20 << 20) {
        inside.enter()
        usleep(20_000)
        inside.leave()
      }
    }
    #expect(inside.most == 1)
  }

  /// Small needs share the allowance: two 8 MiB files are decoded together.
  /// Each waits (up to two seconds) inside for the other to come in.
  @Test func smallNeedsShare() {
    let budget = CoefficientMemoryBudget(bytes: 32 << 20)
    let inside = Counter()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      try? budget.withShare(of: 8 << 20) {
        inside.enter()
        for _ in 0..<200 where inside.most < 2 { usleep(10_000) }
        inside.leave()
      }
    }
    #expect(inside.most == 2)
  }
}

/// How many bodies ran at once, at most.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var now = 0
  private var highest = 0

  var most: Int {
    lock.lock()
    defer { lock.unlock() }
    return highest
  }

  func enter() {
    lock.lock()
    now += 1
    highest = max(highest, now)
    lock.unlock()
  }

  func leave() {
    lock.lock()
    now -= 1
    lock.unlock()
  }
}
