import Testing

@testable import MetaLensCore

/// The generated camera-table data reads back whole: the rules that
/// compare a file's tables with its model's trust every number of it.
@Suite("Camera tables by model")
struct CameraTablesTests {
  @Test("every entry of the generated table parses into sets of 64-value tables")
  func everyEntryParses() throws {
    // 63 models since resized copies are left out (100 with them).
    #expect(CameraTables.corpus.count >= 60)
    for (key, text) in CameraTables.corpus {
      let model = try #require(CameraTables.parse(text), "\(key) does not parse")
      #expect(model.files >= 1, "\(key)")
      #expect(!model.sets.isEmpty, "\(key)")
      for set in model.sets {
        #expect(!set.isEmpty && set.allSatisfy { $0.count == 64 }, "\(key): \(set.map(\.count))")
      }
      #expect(!model.huffman.isEmpty, "\(key)")
    }
  }

  @Test("a named model is found whatever its case and spacing, and parsed the same each time")
  func lookupIsStable() throws {
    let first = try #require(CameraTables.model(make: "Canon", model: "Canon PowerShot A80"))
    let again = try #require(CameraTables.model(make: " canon ", model: "CANON POWERSHOT A80"))
    #expect(first.sets == again.sets && first.files == again.files)
    #expect(CameraTables.model(make: "Canon", model: "No Such Camera 9000") == nil)
  }
}
