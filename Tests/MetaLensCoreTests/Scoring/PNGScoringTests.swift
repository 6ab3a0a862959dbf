import MetaLensCore
import MetaLensTestSupport
import Testing

/// The rules see PNG text chunks: generator settings make a PNG
/// ai_generated; a screenshot without camera data is no_metadata.
@Suite("Scoring PNG, WebP and GIF files")
struct PNGScoringTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let chunks: [PNGFixture.Chunk]
    let verdict: Verdict
    let rule: String?
    var testDescription: String { label }
  }

  static let cases = [
    Case(
      label: "Stable Diffusion web UI parameters",
      chunks: [
        .text(
          "parameters",
          "a cat in a hat\nNegative prompt: blurry\nSteps: 20, Sampler: Euler a, CFG scale: 7, Seed: 1234, Size: 512x512"
        )
      ], verdict: .aiGenerated, rule: "generator-parameters"),
    Case(
      label: "ComfyUI prompt graph",
      chunks: [
        .text("prompt", #"{"3": {"inputs": {"seed": 1, "steps": 20}, "class_type": "KSampler"}}"#),
        .text("workflow", #"{"nodes": [], "links": []}"#),
      ], verdict: .aiGenerated, rule: "generator-parameters"),
    Case(
      label: "InvokeAI metadata keyword",
      chunks: [
        .internationalText("invokeai_metadata", #"{"positive_prompt": "a lighthouse", "seed": 42}"#)
      ], verdict: .aiGenerated, rule: "generator-parameters"),
    Case(
      label: "NovelAI Software and Comment",
      chunks: [
        .text("Software", "NovelAI"),
        .text("Comment", #"{"prompt": "a fox", "steps": 28, "sampler": "k_euler", "uc": "lowres"}"#),
      ], verdict: .aiGenerated, rule: "generator-parameters"),
    Case(label: "a screenshot: no camera data", chunks: [], verdict: .noMetadata, rule: nil),
    Case(
      label: "near miss: an ordinary comment", chunks: [.text("Comment", "Steps: to the beach, lovely day")],
      verdict: .noMetadata, rule: nil),
  ]

  @Test("PNG text chunks decide the verdict", arguments: cases)
  func verdicts(_ testCase: Case) throws {
    let metadata = try PhotoMetadataService().read(
      bytes: PNGFixture(width: 1920, height: 1080, testCase.chunks).bytes())
    let report = OriginalityScorer().score(metadata)
    #expect(report.verdict == testCase.verdict)
    if let rule = testCase.rule {
      #expect(report.flags.contains { $0.id == rule })
    } else {
      #expect(!report.flags.contains { $0.id == "generator-parameters" })
    }
  }

  @Test("PNG Software naming an editor counts as an editor mention")
  func pngSoftware() throws {
    let metadata = try PhotoMetadataService().read(bytes: PNGFixture([.text("Software", "Adobe ImageReady")]).bytes())
    #expect(ScoringContext(metadata).softwareMentions.map(\.evidence.source) == ["PNG"])
  }

  @Test("a GIF comment with generator settings is ai_generated")
  func gifComment() throws {
    let comment = "Steps: 30, Sampler: DPM++ 2M, CFG scale: 6, Seed: 99"
    let metadata = try PhotoMetadataService().read(bytes: GIFFixture([.comment(comment), .image()]).bytes())
    #expect(OriginalityScorer().score(metadata).verdict == .aiGenerated)
  }
}

extension PNGScoringTests {
  @Test("ComfyUI's WebP: the prompt graph in IFD0 Model is ai_generated")
  func comfyWebP() throws {
    let graph = #"prompt:{"3": {"inputs": {"seed": 5, "steps": 30}, "class_type": "KSampler"}}"#
    let tiff = Array(try ExifFixture([.init(.ifd0, TagID.model, .ascii(graph))]).block().dropFirst(6))
    let webp = WebPFixture([
      .extended(flags: 0x08, width: 64, height: 64), .lossy(width: 64, height: 64), .init("EXIF", tiff),
    ])
    let report = OriginalityScorer().score(try PhotoMetadataService().read(bytes: webp.bytes()))
    #expect(report.verdict == .aiGenerated)
    #expect(report.flags.contains { $0.id == "generator-parameters" })
  }
}
