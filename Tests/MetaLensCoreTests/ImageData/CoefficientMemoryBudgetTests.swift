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

  struct Case: Sendable, CustomTestStringConvertible {
    let marker: UInt8
    let width: Int
    let height: Int
    let lumaSampling: Int
    let bytes: Int

    var testDescription: String { "SOF\(marker - 0xC0) \(width)x\(height) luma \(lumaSampling)x\(lumaSampling)" }

    var frame: JPEGFrame {
      let luma = [(lumaSampling, lumaSampling)]
      return CoefficientMemoryBudgetTests.frame(marker, width, height, sampling: luma + [(1, 1), (1, 1)])
    }
  }

  /// The need is what libjpeg allocates: for the corpus's c2pa-rs
  /// `verify.jpeg` (2882 x 1922, progressive 4:4:4: 361 x 241 blocks a
  /// component) valgrind's massif measured 33,408,549 bytes of libjpeg
  /// arrays, of which these are the coefficients. 4:2:0 at 4000 x 3000:
  /// luma 500 x 376 blocks (rounded to 2 x 2), each chroma plane 250 x 188.
  /// A sequential frame streams and needs nothing.
  @Test(arguments: [
    Case(marker: 0xC2, width: 2882, height: 1922, lumaSampling: 1, bytes: 33_408_384),
    Case(marker: 0xC2, width: 4000, height: 3000, lumaSampling: 2, bytes: 36_096_000),
    Case(marker: 0xC0, width: 4000, height: 3000, lumaSampling: 2, bytes: 0),
  ])
  func needMatchesLibjpegArrays(_ example: Case) {
    #expect(CoefficientMemoryBudget.need(of: example.frame, holdsAll: example.frame.isProgressive) == example.bytes)
  }

  /// Two files whose needs together exceed the allowance are never decoded
  /// at once; each waits for the other.
  @Test func largeNeedsTakeTurns() {
    #expect(Self.mostInsideTogether(files: 4, each: 20 << 20) { _ in usleep(20_000) } == 1)
  }

  /// Small needs share the allowance: two 8 MiB files are decoded together.
  /// Each waits (up to two seconds) inside for the other to come in.
  @Test func smallNeedsShare() {
    let most = Self.mostInsideTogether(files: 2, each: 8 << 20) { inside in
      for _ in 0..<200 where inside.most < 2 { usleep(10_000) }
    }
    #expect(most == 2)
  }

  /// `files` threads each take a share of `each` bytes of a 32 MiB budget
  /// and `stay` inside it; how many were inside together, at most.
  private static func mostInsideTogether(files: Int, each: Int, stay: @Sendable (Counter) -> Void) -> Int {
    let budget = CoefficientMemoryBudget(bytes: 32 << 20)
    let inside = Counter()
    DispatchQueue.concurrentPerform(iterations: files) { _ in
      try? budget.withShare(of: each) {
        inside.enter()
        stay(inside)
        inside.leave()
      }
    }
    return inside.most
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
