/// The positive prompt of a ComfyUI generation, found by following the
/// graph's wiring rather than by guessing which text node it is.
///
/// ComfyUI stores the graph it ran ("API format", the `prompt` PNG text
/// chunk, or `prompt:{…}` in a WebP's EXIF Model): an object of nodes by id,
/// each with a `class_type` and `inputs`, where an input wired to another
/// node is `[id, output]`. A sampler's `positive` input (KSampler, CFGGuider)
/// or a guider's `conditioning` (BasicGuider, reached from
/// SamplerCustomAdvanced's `guider`) leads, through nodes that pass
/// conditioning on (FluxGuidance, ConditioningCombine…), to the node that
/// encodes text (CLIPTextEncode's `text`, the SDXL and Flux encoders' `text_g`,
/// `t5xxl`, `clip_l`). When every sampler leads to the same text it is the
/// prompt; when they lead to different texts, or to none, there is no prompt
/// to report (issue 36).
enum ComfyUIPrompt {
  /// Inputs through which conditioning arrives, in the order tried.
  static let conditioningInputs = ["positive", "guider", "conditioning", "conditioning_to", "conditioning_1"]
  /// Inputs that hold the encoded text, in the order tried.
  static let textInputs = ["text", "text_g", "t5xxl", "clip_l", "prompt"]

  static func prompt(in text: String) -> String? {
    var json = text.trimmed
    if json.hasPrefix("prompt:") { json = String(json.dropFirst("prompt:".count)) }
    guard case .object(let nodes)? = JSONTree.parse(json) else { return nil }
    let graph = Dictionary(nodes, uniquingKeysWith: { first, _ in first })
    var found: Set<String> = []
    for (_, node) in nodes {
      for name in ["positive", "guider"] {
        if let source = link(node["inputs"]?[name]), let text = follow(source, in: graph, depth: 0) {
          found.insert(text)
        }
      }
    }
    return found.count == 1 ? found.first : nil
  }

  /// The text the conditioning from node `id` was encoded from.
  static func follow(_ id: String, in graph: [String: JSONTree], depth: Int) -> String? {
    guard depth < 16, let inputs = graph[id]?["inputs"] else { return nil }
    for name in textInputs {
      if let text = inputs[name]?.string?.trimmed, !text.isEmpty { return text }
    }
    for name in conditioningInputs {
      if let source = link(inputs[name]), let text = follow(source, in: graph, depth: depth + 1) { return text }
    }
    return nil
  }

  /// The node an input is wired to (`["6", 0]`), nil for a plain value.
  static func link(_ input: JSONTree?) -> String? {
    guard case .array(let parts)? = input, parts.count == 2 else { return nil }
    switch parts[0] {
    case .string(let id): return id
    case .number(let number) where number.rounded() == number: return String(Int(number))
    default: return nil
    }
  }
}
