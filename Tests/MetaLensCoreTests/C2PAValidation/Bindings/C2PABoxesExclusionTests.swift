import Testing

@testable import MetaLensCore

/// Exclusions inside the boxes of a `c2pa.hash.boxes` entry (C2PA 2.1,
/// 15.12.3), judged as c2pa-rs's `split_exclusions` judges them: inside a
/// metadata payload they are honoured; elsewhere (image data, a header or
/// length field) they are `assertion.boxesHash.mismatch`; a list that cannot
/// be read as one is `assertion.boxesHash.malformed`.
@Suite("C2PA boxes-hash exclusions")
struct C2PABoxesExclusionTests {
  /// A JPEG entry: APP1 at 2 (100 bytes), DQT at 102 (69 bytes); and a PNG
  /// entry: iTXt at 33 (60 bytes), IDAT at 93 (30 bytes).
  static let jpeg = [
    AssetBoxMap.Box(name: "APP1", start: 2, length: 100), AssetBoxMap.Box(name: "DQT", start: 102, length: 69),
  ]
  static let png = [
    AssetBoxMap.Box(name: "iTXt", start: 33, length: 60), AssetBoxMap.Box(name: "IDAT", start: 93, length: 30),
  ]

  enum Expected: Sendable, Equatable {
    case ranges([Range<Int64>])
    case mismatch
    case malformed
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let boxes: [AssetBoxMap.Box]
    let exclusions: [(index: Int, start: Int64, length: Int64)]
    let expected: Expected
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "none", boxes: jpeg, exclusions: [], expected: .ranges([2..<171])),
    Case(
      label: "inside APP1's payload", boxes: jpeg, exclusions: [(0, 10, 20)], expected: .ranges([2..<12, 32..<171])),
    Case(label: "APP1's length field", boxes: jpeg, exclusions: [(0, 2, 2)], expected: .mismatch),
    Case(label: "inside DQT", boxes: jpeg, exclusions: [(1, 10, 5)], expected: .mismatch),
    Case(label: "past the end of APP1", boxes: jpeg, exclusions: [(0, 90, 20)], expected: .mismatch),
    Case(
      label: "inside iTXt's data", boxes: png, exclusions: [(0, 8, 48)], expected: .ranges([33..<41, 89..<123])),
    Case(label: "iTXt's CRC", boxes: png, exclusions: [(0, 56, 4)], expected: .mismatch),
    Case(label: "inside IDAT", boxes: png, exclusions: [(1, 8, 4)], expected: .mismatch),
    Case(label: "no box index in an entry of two", boxes: jpeg, exclusions: [(-1, 10, 5)], expected: .malformed),
    Case(label: "a box index past the entry", boxes: jpeg, exclusions: [(2, 10, 5)], expected: .malformed),
    Case(label: "a negative start", boxes: jpeg, exclusions: [(0, -1, 5)], expected: .malformed),
    Case(label: "out of order", boxes: jpeg, exclusions: [(0, 50, 5), (0, 10, 5)], expected: .malformed),
    Case(label: "overlapping", boxes: jpeg, exclusions: [(0, 10, 20), (0, 20, 5)], expected: .malformed),
  ]

  @Test(arguments: cases)
  func judged(_ item: Case) {
    let found: Expected
    switch BoxesHashBinding.ranges(item.boxes, exclusions: item.exclusions) {
    case .success(let ranges): found = .ranges(ranges)
    case .failure(let problem):
      if case .malformed = problem.outcome { found = .malformed } else { found = .mismatch }
    }
    #expect(found == item.expected)
  }
}
