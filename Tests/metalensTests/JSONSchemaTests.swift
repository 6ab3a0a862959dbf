import Foundation
import MetaLensTestSupport
import Testing

@Suite("Every JSON output matches docs/json-schema.json")
struct JSONSchemaTests {
  @Test("inspect, tags and guide JSON for every sample, one file and several")
  func allOutputs() throws {
    var documents: [String] = []
    let samples = SampleFixtures.all.map { "Fixtures/\($0.name)" }
    for sample in samples {
      documents.append(try CommandRunner.run(["inspect", "--json", sample]).standardOutput)
      documents.append(try CommandRunner.run(["tags", "--json", sample]).standardOutput)
    }
    documents.append(try CommandRunner.run(["inspect", "--json"] + samples + ["/nonexistent.jpg"]).standardOutput)
    documents.append(try CommandRunner.run(["tags", "--json"] + samples + ["/nonexistent.jpg"]).standardOutput)
    documents.append(try CommandRunner.run(["tags", "--json", "/nonexistent.jpg"]).standardOutput)
    documents.append(try CommandRunner.run(["guide", "--json"]).standardOutput)
    let ndjson = try CommandRunner.run(["inspect", "--ndjson"] + samples + ["/nonexistent.jpg"]).standardOutput
    documents += ndjson.split(separator: "\n").map(String.init)
    documents.append(try CommandRunner.run(["inspect", "--json", "--hash"] + samples).standardOutput)
    #expect(documents.count == 3 * samples.count + 6)
    let violations = try SchemaValidator.violations(documents)
    #expect(violations.isEmpty, "\(violations.prefix(10))")
  }

  @Test("compare --json: identical, derived with its copy's encoding, another picture")
  func compare() throws {
    let camera = "Fixtures/camera-original.jpg"
    var documents = [try CommandRunner.run(["compare", "--json", camera, camera]).standardOutput]
    documents.append(try CommandRunner.run(["compare", "--json", camera, "Fixtures/stripped.jpg"]).standardOutput)
    documents.append(try CommandRunner.run(["compare", "--json", camera, "Fixtures/phone-gps.jpg"]).standardOutput)
    // 16,384 × 12,288 pixels, over the decode limit: compared at reduced scale.
    let (wide, high) = (2048, 1536)
    let means = (0..<wide * high).map { UInt8(($0 % wide / 8 + $0 / wide / 6) % 256) }
    let large = try TemporaryFiles.write(
      MeanOnlyJPEG.encode(means: means, blocksWide: wide, blocksHigh: high), named: "201-megapixels.jpg")
    documents.append(try CommandRunner.run(["compare", "--json", large, camera]).standardOutput)
    #expect(documents.last?.contains("\"reducedScale\"") == true)
    #expect(documents.allSatisfy { $0.contains("\"relation\"") })
    let violations = try SchemaValidator.violations(documents)
    #expect(violations.isEmpty, "\(violations.prefix(10))")
  }

  @Test("inspect --json of a credential whose ingredient manifests were checked (ingredientDeltas)")
  func ingredientDeltas() throws {
    var documents: [String] = []
    for signature in [SignedC2PAQuirks.IngredientSignature.intact, .bytesChanged] {
      var fixture = SignedC2PAFixture(
        actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))])
      fixture.quirks.ingredientManifest = signature
      let path = try TemporaryFiles.write(try fixture.bytes(), named: "ingredient-\(documents.count).jpg")
      let output = try CommandRunner.run(["inspect", "--json", path]).standardOutput
      #expect(output.contains("\"ingredientDeltas\""))
      documents.append(output)
    }
    let violations = try SchemaValidator.violations(documents)
    #expect(violations.isEmpty, "\(violations.prefix(10))")
  }

  @Test("inspect --json of credentials with soft bindings, time-stamp and certificate-status assertions")
  func softBindings() throws {
    var documents: [String] = []
    for name in SignedFixtureSet.softBindings.map(\.name) {
      let fixture = try SignedFixtureSet.softBindingFixture(name)
      let path = try TemporaryFiles.write(try fixture.bytes(), named: name)
      let output = try CommandRunner.run(["inspect", "--json", path]).standardOutput
      #expect(output.contains("\"softBindings\""))
      documents.append(output)
    }
    #expect(
      documents.joined().contains("\"kind\": \"watermark\"") || documents.joined().contains("\"kind\":\"watermark\""))
    for name in try SignedFixtureSet.statusAssertions().map(\.name) {
      let path = try TemporaryFiles.write(try SignedFixtureSet.statusAssertionFixture(name).bytes(), named: name)
      documents.append(try CommandRunner.run(["inspect", "--json", path]).standardOutput)
    }
    #expect(documents.joined().contains("\"timeStamps\"") && documents.joined().contains("\"certificateStatus\""))
    let violations = try SchemaValidator.violations(documents)
    #expect(violations.isEmpty, "\(violations.prefix(10))")
  }

  @Test("inspect --json of credentials with CAWG identities, and read with two trust lists")
  func identities() throws {
    var documents: [String] = []
    for quirk in [SignedC2PAQuirks.Identity.intact, .signatureChanged] {
      var fixture = SignedC2PAFixture(actions: C2PAIdentityFixtures.created)
      fixture.quirks.identity = quirk
      let path = try TemporaryFiles.write(try fixture.bytes(), named: "identity.jpg")
      let output = try CommandRunner.run(["inspect", "--json", path]).standardOutput
      #expect(output.contains("\"identities\""))
      documents.append(output)
    }
    // --trust-list A --trust-list B, the signer's root on B only: trusted,
    // and the JSON names B.
    let fixture = SignedC2PAFixture(actions: C2PAIdentityFixtures.created)
    let lists = try SignedFixtureSet.twoTrustLists(fixture)
    let first = try TemporaryFiles.write(Array(lists[0].utf8), named: "list-a.json")
    let second = try TemporaryFiles.write(Array(lists[1].utf8), named: "list-b.json")
    let path = try TemporaryFiles.write(try fixture.bytes(), named: "signed.jpg")
    let output = try CommandRunner.run(["inspect", "--json", "--trust-list", first, "--trust-list", second, path])
      .standardOutput
    #expect(output.contains("Fixture list B of 2026-01-01 (list-b.json)"))
    #expect(!output.contains("\"list\": \"Fixture list A") && !output.contains("\"list\":\"Fixture list A"))
    documents.append(output)
    let violations = try SchemaValidator.violations(documents)
    #expect(violations.isEmpty, "\(violations.prefix(10))")
  }

  @Test("the validator rejects a document that breaks the schema")
  func validatorWorks() throws {
    let broken = #"{"schemaVersion": 2, "file": {"path": "x"}, "report": {"score": 140}}"#
    #expect(!(try SchemaValidator.violations([broken])).isEmpty)
  }
}

@Suite("JSON of the corpus JPEGs matches the schema", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct CorpusJSONSchemaTests {
  @Test("tags --json over every well-formed corpus file of a format MetaLens reads")
  func tags() throws {
    let paths = try Corpus.entries().filter { !$0.isMalformed && $0.format != "CRW" }.map(Corpus.filePath)
    let result = try CommandRunner.run(["tags", "--json"] + paths)
    let violations = try SchemaValidator.violations([result.standardOutput])
    #expect(violations.isEmpty, "\(violations.prefix(10))")
  }

  @Test("inspect --json over every well-formed corpus JPEG")
  func corpus() throws {
    let paths = try Corpus.entries().filter { $0.format == "JPEG" && !$0.isMalformed }.map(Corpus.filePath)
    let result = try CommandRunner.run(["inspect", "--json"] + paths)
    #expect(result.status == 0, "\(result.standardError.prefix(500))")
    let violations = try SchemaValidator.violations([result.standardOutput])
    #expect(violations.isEmpty, "\(violations.prefix(10))")
  }
}
