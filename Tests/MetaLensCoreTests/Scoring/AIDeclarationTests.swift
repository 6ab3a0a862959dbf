import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The generator and prompt the report names, from each place a generator
/// or a standard declares them.
@Suite("AI declarations: generator and prompt")
struct AIDeclarationTests {
  static func declaration(_ fixture: JPEGFixture) throws -> AIDeclaration? {
    AIDeclaration(ScoringContext(try PhotoMetadataService().read(bytes: try fixture.bytes())))
  }

  @Test("Stable Diffusion web UI text: the prompt is what comes before the negative prompt and settings")
  func webUI() throws {
    let text =
      "ASCII\0\0\0a cat on a red sofa,\nwatercolour\nNegative prompt: blurry\nSteps: 20, Sampler: Euler a, CFG scale: 7, Seed: 42"
    let found = try #require(
      try Self.declaration(RuleCase.original(.init([.init(.exif, TagID.userComment, .undefined(Array(text.utf8)))]))))
    #expect(found.generator == "Stable Diffusion web UI")
    #expect(found.prompt == "a cat on a red sofa,\nwatercolour")
  }

  @Test("IPTC 2025 AI fields name the system, its version and the prompt")
  func iptcFields() throws {
    let body = """
      <Iptc4xmpExt:AISystemUsed>Firefly Image</Iptc4xmpExt:AISystemUsed>\
      <Iptc4xmpExt:AISystemVersionUsed>3</Iptc4xmpExt:AISystemVersionUsed>\
      <Iptc4xmpExt:AIPromptInformation>a lighthouse at dusk</Iptc4xmpExt:AIPromptInformation>
      """
    let found = try #require(try Self.declaration(RuleCase.original(.init([]), [RuleCase.xmp(body)])))
    #expect(found.generator == "Firefly Image 3")
    #expect(found.prompt == "a lighthouse at dusk")
  }

  @Test("a C2PA manifest's AI action names its software agent")
  func c2pa() throws {
    let store = C2PAFixture(actions: [
      .init(
        "c2pa.created", digitalSourceType: C2PAFixture.sourceType("trainedAlgorithmicMedia"),
        softwareAgent: "Fixture Diffusion 2")
    ]).store()
    let found = try #require(try Self.declaration(RuleCase.original(.init([]), C2PAFixture.segments(store))))
    #expect(found.generator == "Fixture Diffusion 2")
    #expect(found.prompt == nil)
  }

  /// Photoshop's generative fill: the opened composite carries the AI
  /// source type with no agent, the edit names Firefly; the claim is
  /// Photoshop's. The AI system is Firefly.
  @Test("a generative edit names the AI action's agent, not the editor that made the claim")
  func generativeFillAgent() throws {
    let composite = C2PAFixture.sourceType("compositeWithTrainedAlgorithmicMedia")
    let store = C2PAFixture(
      actions: [
        .init("c2pa.opened", digitalSourceType: composite), .init("c2pa.cropped"),
        .init("c2pa.edited", digitalSourceType: composite, softwareAgent: "Adobe Firefly"),
      ], claimGenerator: "Adobe_Photoshop/26.9.0"
    ).store()
    let fixture = RuleCase.original(.init([]), C2PAFixture.segments(store))
    let found = try #require(try Self.declaration(fixture))
    #expect(found.generator == "Adobe Firefly")
    // Issue 36: the generator's name must not outrank the edit's source type.
    let report = OriginalityScorer().score(try PhotoMetadataService().read(bytes: try fixture.bytes()))
    #expect(report.verdict == .aiEdited)
  }

  @Test("a camera original declares nothing")
  func nothing() throws {
    #expect(try Self.declaration(RuleCase.original()) == nil)
  }

  @Test("InvokeAI's metadata JSON gives its positive prompt, escapes decoded")
  func invokeAI() {
    let text = #"{"generation_mode": "txt2img", "positive_prompt": "a \"quoted\" fox\u00e9\nnight", "seed": 1}"#
    #expect(GeneratorPrompt.prompt(generator: "InvokeAI", text: text) == "a \"quoted\" foxé\nnight")
    #expect(JSONStringField.value(of: "seed", in: text) == nil, "a number is not a string")
    #expect(JSONStringField.value(of: "missing", in: text) == nil)
  }
}
