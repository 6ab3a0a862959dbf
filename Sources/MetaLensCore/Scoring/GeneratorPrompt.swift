/// The prompt inside a generator's settings text, for the generators whose
/// layout is known. ComfyUI's node graph is followed from its samplers to the
/// text they were conditioned on (`ComfyUIPrompt`); a graph whose samplers
/// lead to different texts gives none, since a guess would be reported as fact.
enum GeneratorPrompt {
  static func prompt(generator: String, text: String) -> String? {
    switch generator {
    case "Stable Diffusion web UI", "Fooocus":
      if text.trimmed.hasPrefix("{") {
        return JSONStringField.value(of: "prompt", in: text) ?? JSONStringField.value(of: "Prompt", in: text)
      }
      return webUIPrompt(text)
    case "InvokeAI":
      return JSONStringField.value(of: "positive_prompt", in: text) ?? JSONStringField.value(of: "prompt", in: text)
    case "ComfyUI":
      return ComfyUIPrompt.prompt(in: text)
    case "NovelAI":
      return JSONStringField.value(of: "prompt", in: text)
    case GeneratorParameters.unnamed:
      guard text.trimmed.hasPrefix("{") else { return nil }
      return JSONStringField.value(of: "prompt", in: text) ?? JSONStringField.value(of: "positive_prompt", in: text)
    default:
      return nil
    }
  }

  /// Stable Diffusion web UI writes the prompt, then optionally a line
  /// starting `Negative prompt:`, then the settings line starting `Steps:`.
  static func webUIPrompt(_ text: String) -> String? {
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Negative prompt:") || line.hasPrefix("Steps: ") { break }
      lines.append(line)
    }
    let prompt = lines.joined(separator: "\n").trimmed
    return prompt.isEmpty ? nil : prompt
  }
}
