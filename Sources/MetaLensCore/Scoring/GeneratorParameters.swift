/// Recognises the settings text image generators write into the files they
/// make: Stable Diffusion web UI's `parameters` ("Steps: 20, Sampler: …,
/// CFG scale: 7, Seed: …"), ComfyUI's node graph, and similar.
enum GeneratorParameters {
  /// Tags where generators put their text: EXIF and XMP (JPEG, WebP), GIF
  /// and JPEG comments, and PNG text chunks, named as ExifTool names their
  /// keywords (`parameters` → `PNG:Parameters`, `prompt` → `PNG:Prompt`).
  static let places = [
    ("ExifIFD", "UserComment"), ("IFD0", "ImageDescription"), ("IFD0", "XPComment"), ("File", "Comment"),
    ("XMP-dc", "Description"), ("PNG", "Parameters"), ("PNG", "Prompt"), ("PNG", "Workflow"), ("PNG", "Comment"),
    ("PNG", "Description"), ("PNG", "Invokeai_metadata"), ("PNG", "Sd-metadata"), ("PNG", "Dream"),
    // ComfyUI's WebP writer puts `prompt:{…}` in Model and `workflow:{…}` in Make.
    ("IFD0", "Model"), ("IFD0", "Make"),
  ]

  /// PNG text keywords only one generator writes, whatever their text:
  /// InvokeAI's `invokeai_metadata`, and `sd-metadata` and `Dream` from its
  /// earlier versions.
  static let generatorKeywords = [
    ("PNG", "Invokeai_metadata", "InvokeAI"), ("PNG", "Sd-metadata", "InvokeAI"), ("PNG", "Dream", "InvokeAI"),
  ]

  static func find(in context: ScoringContext) -> (generator: String, evidence: Evidence)? {
    for (group, name) in places {
      guard let evidence = context.evidence(group, name), let generator = generator(of: evidence.value) else {
        continue
      }
      return (generator, evidence)
    }
    for (group, name, generator) in generatorKeywords {
      guard let evidence = context.evidence(group, name), evidence.value.trimmed.utf8.count >= 12 else { continue }
      return (generator, evidence)
    }
    return nil
  }

  /// The generator whose settings `text` looks like, or nil.
  static func generator(of text: String) -> String? {
    guard text.utf8.count >= 12 else { return nil }
    let bytes = Array(text.utf8)
    func has(_ marker: String) -> Bool { ByteSearch.firstOffset(of: Array(marker.utf8), in: bytes) != nil }
    // Every marker below but `invokeai`, and every key `byStructure` needs,
    // holds a colon or a quote; most camera texts have neither.
    guard bytes.contains(UInt8(ascii: ":")) || bytes.contains(UInt8(ascii: "\"")) else {
      return has("invokeai") ? "InvokeAI" : nil
    }
    let settings = ["Steps: ", "Sampler: ", "CFG scale: ", "Seed: "].filter(has).count
    if settings >= 3 { return has("Fooocus") ? "Fooocus" : "Stable Diffusion web UI" }
    if has("\"class_type\"") && has("\"inputs\"") { return "ComfyUI" }
    if has("invokeai") || has("\"generation_mode\"") { return "InvokeAI" }
    if has("\"uc\"") && has("\"steps\"") && has("\"sampler\"") { return "NovelAI" }
    return byStructure(bytes)
  }

  /// Settings recognised by what they hold rather than by a known layout:
  /// a prompt together with at least two generation settings (steps,
  /// sampler, seed, CFG or guidance, scheduler, model), as JSON keys
  /// (`"steps":`) or as `Key:` text, in any letter case. The generator is
  /// named when the text names one.
  static func byStructure(_ bytes: [UInt8]) -> String? {
    let lowered = bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    func hasKey(_ key: String) -> Bool {
      ["\"\(key)\"", "\(key):"].contains { ByteSearch.firstOffset(of: Array($0.utf8), in: lowered) != nil }
    }
    guard ["prompt", "positive_prompt"].contains(where: hasKey) else { return nil }
    let settings = settingKeys.filter { $0.contains(where: hasKey) }.count
    guard settings >= 2 else { return nil }
    let named = generatorNames.first { name in
      name.patterns.contains { ByteSearch.firstOffset(of: Array($0.utf8), in: lowered) != nil }
    }
    return named?.name ?? unnamed
  }

  /// The name reported when the settings name no generator.
  static let unnamed = "An unnamed image generator"

  /// Each setting, with the keys generators spell it with.
  static let settingKeys: [[String]] = [
    ["steps", "num_inference_steps"], ["sampler", "sampler_name"], ["seed"],
    ["cfg", "cfg_scale", "cfg scale", "guidance", "guidance_scale"], ["scheduler"],
    ["model", "base_model", "checkpoint", "model_name"],
  ]

  /// Generator names looked for in settings recognised by structure.
  static let generatorNames: [(name: String, patterns: [String])] = [
    ("Fooocus", ["fooocus"]), ("ComfyUI", ["comfyui"]), ("InvokeAI", ["invokeai"]), ("NovelAI", ["novelai"]),
    ("Draw Things", ["draw things"]), ("DiffusionBee", ["diffusionbee"]), ("SwarmUI", ["swarmui"]),
    ("Easy Diffusion", ["easy diffusion"]), ("Stable Diffusion web UI", ["automatic1111", "stable-diffusion-webui"]),
    ("Midjourney", ["midjourney"]),
  ]
}
