import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// ComfyUI's prompt, found by following the graph from its samplers to the
/// text they were conditioned on (issue 36).
@Suite("ComfyUI prompts from the node graph")
struct ComfyUIPromptTests {
  static let ksampler = """
    {"3": {"class_type": "KSampler", "inputs": {"seed": 1, "positive": ["6", 0], "negative": ["7", 0]}},
     "6": {"class_type": "CLIPTextEncode", "inputs": {"text": "a red fox", "clip": ["4", 1]}},
     "7": {"class_type": "CLIPTextEncode", "inputs": {"text": "blurry", "clip": ["4", 1]}}}
    """
  static let flux = """
    {"13": {"class_type": "SamplerCustomAdvanced", "inputs": {"guider": ["22", 0], "noise": ["25", 0]}},
     "22": {"class_type": "BasicGuider", "inputs": {"model": ["30", 0], "conditioning": ["26", 0]}},
     "26": {"class_type": "FluxGuidance", "inputs": {"guidance": 3.5, "conditioning": ["6", 0]}},
     "6": {"class_type": "CLIPTextEncode", "inputs": {"text": "cute \\u00e9t\\u00e9 fox\\n", "clip": ["11", 0]}}}
    """
  static let twoPrompts = """
    {"1": {"class_type": "KSampler", "inputs": {"positive": ["2", 0]}},
     "2": {"class_type": "CLIPTextEncode", "inputs": {"text": "a cat"}},
     "3": {"class_type": "KSampler", "inputs": {"positive": ["4", 0]}},
     "4": {"class_type": "CLIPTextEncode", "inputs": {"text": "a dog"}}}
    """
  static let loop = """
    {"1": {"class_type": "KSampler", "inputs": {"positive": ["2", 0]}},
     "2": {"class_type": "ConditioningCombine", "inputs": {"conditioning_1": ["2", 0]}}}
    """

  @Test(
    "the sampler's positive input leads to the prompt; the negative is never taken",
    arguments: [
      (ksampler, "a red fox"), (flux, "cute été fox"), ("prompt:" + ksampler, "a red fox"),
    ])
  func followed(graph: String, expected: String) {
    #expect(ComfyUIPrompt.prompt(in: graph) == expected)
  }

  @Test(
    "no prompt when samplers lead to different texts, to a loop, or the text is not a graph",
    arguments: [twoPrompts, loop, "{\"3\": {\"inputs\": {}}}", "[1, 2]", "{\"a\": ", "Steps: 20, Seed: 1"])
  func none(graph: String) {
    #expect(ComfyUIPrompt.prompt(in: graph) == nil)
  }

  @Test("JSON read within bounds: nesting past 64 levels, trailing text and broken escapes give nothing")
  func bounds() {
    #expect(JSONTree.parse(String(repeating: "[", count: 63) + String(repeating: "]", count: 63)) != nil)
    #expect(JSONTree.parse(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)) == nil)
    #expect(JSONTree.parse("{\"a\": 1} x") == nil)
    #expect(JSONTree.parse("\"\\u12\"") == nil)
    #expect(JSONTree.parse("\"\\ud83e\\udd8a\"") == .string("🦊"))
    #expect(
      JSONTree.parse("{\"a\": [true, null, -1.5e2], \"a\": 2}")?["a"] == .array([.bool(true), .null, .number(-150)]))
  }

  /// The ComfyUI examples in the corpus (11 with a graph when written): each
  /// names its prompt, the text of the CLIPTextEncode (or its SDXL, Flux or
  /// Qwen cousin) its sampler was conditioned on.
  @Test(
    "every corpus ComfyUI file with a graph names its prompt", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
  func corpus() throws {
    var named = 0
    for entry in try Corpus.entries() where entry.path.hasPrefix("comfyanonymous-ComfyUI_examples/") {
      let metadata = try PhotoMetadataService().read(path: Corpus.filePath(entry))
      let declaration = AIDeclaration(ScoringContext(metadata, analysis: ContentAnalysis()))
      guard declaration?.generator == "ComfyUI" else { continue }
      if metadata.text("IFD0", "Make")?.hasPrefix("workflow:") == true {
        // ComfyUI's WebP: the workflow in Make and the graph in Model name
        // no camera, so no camera rule speaks of them.
        #expect(metadata.make == nil && metadata.model == nil, "\(entry.path)")
        let ids = OriginalityScorer().score(metadata).flags.map(\.id)
        #expect(!ids.contains("capture-evidence-incomplete") && !ids.contains("capture-date-missing"), "\(ids)")
      }
      #expect(declaration?.prompt?.isEmpty == false, "\(entry.path)")
      if declaration?.prompt != nil { named += 1 }
    }
    #expect(named >= 11)
  }
}
