import Foundation
import MetaLensTestSupport
import Testing

@Suite("HEIF JSON matches docs/json-schema.json")
struct HEIFJSONSchemaTests {
  @Test("inspect --json on a HEIF fixture with every heif fact, and on the corpus HEIC, HEIF and AVIF files")
  func heif() throws {
    var fixture = HEIFFixture(width: 640, height: 480)
    fixture.xmp = XMPPackets.wrap("<xmp:CreatorTool>17.1</xmp:CreatorTool>")
    fixture.auxiliaries = [.init(width: 320, height: 240, auxiliaryType: "urn:com:apple:photo:2020:aux:hdrgainmap")]
    fixture.thumbnails = [.init(width: 160, height: 120)]
    fixture.c2paManifest = [1, 2, 3]
    var paths = [try fixture.write()]
    if Corpus.isAvailable {
      paths += try Corpus.entries().filter { ["HEIC", "HEIF", "AVIF"].contains($0.format) }.map(Corpus.filePath)
    }
    let result = try CommandRunner.run(["inspect", "--json"] + paths)
    #expect(result.standardOutput.contains("\"c2paBox\""))
    #expect(
      result.standardOutput.contains("\"hasGainMap\": true") || result.standardOutput.contains("\"hasGainMap\":true"))
    let violations = try SchemaValidator.violations([result.standardOutput])
    #expect(violations.isEmpty, "\(violations.prefix(10))")
  }
}
