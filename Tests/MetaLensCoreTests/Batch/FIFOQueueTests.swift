import Testing

@testable import MetaLensCore

@Suite("FIFO queue")
struct FIFOQueueTests {
  @Test("elements come out in the order they went in, across the compactions of its storage")
  func order() {
    var queue = FIFOQueue<Int>()
    var taken: [Int] = []
    var next = 0
    // Uneven bursts in and out, so the head passes the middle at many sizes.
    for round in 0..<200 {
      for _ in 0..<(round % 7 + 1) {
        queue.append(next)
        next += 1
      }
      for _ in 0..<(round % 5 + 1) {
        if let element = queue.popFirst() { taken.append(element) }
      }
      #expect(queue.count == next - taken.count)
    }
    while let element = queue.popFirst() { taken.append(element) }
    #expect(taken == Array(0..<next))
    #expect(queue.isEmpty && queue.popFirst() == nil)
  }
}
