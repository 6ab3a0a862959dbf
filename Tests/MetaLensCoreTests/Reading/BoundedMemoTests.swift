import Testing

@testable import MetaLensCore

/// The memo behind the remembered IJG qualities, certificates and software
/// names: each key computed once while there is room, and never more kept
/// than the bound.
@Suite("Bounded memo")
struct BoundedMemoTests {
  @Test("a key is computed once while the memo has room, every time past its bound")
  func computesOnceWithinTheBound() {
    let memo = BoundedMemo<Int, Int>(capacity: 2)
    var computed: [Int] = []
    for key in [1, 2, 1, 2, 3, 3, 1] {
      #expect(
        memo.value(for: key) {
          computed.append(key)
          return key * 10
        } == key * 10)
    }
    #expect(computed == [1, 2, 3, 3])
  }

  @Test("an answer of nil is remembered like any other")
  func remembersNil() {
    let memo = BoundedMemo<String, Int?>(capacity: 4)
    var calls = 0
    for _ in 0..<3 {
      #expect(
        memo.value(for: "absent") {
          calls += 1
          return nil
        } == nil)
    }
    #expect(calls == 1)
  }
}
