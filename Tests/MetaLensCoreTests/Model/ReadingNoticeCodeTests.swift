import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("Reading notice codes")
struct ReadingNoticeCodeTests {
  @Test("codes are unique snake_case")
  func shape() {
    let codes = ReadingNotice.Code.allCases.map(\.rawValue)
    #expect(Set(codes).count == codes.count)
    for code in codes {
      #expect(code.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" } && !code.hasPrefix("_"), "\(code)")
    }
  }

  @Test("docs/json-schema.json lists exactly the codes metalens writes")
  func schemaEnum() throws {
    let url = CommandRunner.packageRoot.appendingPathComponent("docs/json-schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let document = try #require((schema["$defs"] as? [String: Any])?["InspectDocument"] as? [String: Any])
    let notices = try #require((document["properties"] as? [String: Any])?["notices"] as? [String: Any])
    let code = try #require(
      ((notices["items"] as? [String: Any])?["properties"] as? [String: Any])?["code"] as? [String: Any])
    let listed = try #require(code["enum"] as? [String])
    #expect(listed.sorted() == ReadingNotice.Code.allCases.map(\.rawValue).sorted())
  }
}
