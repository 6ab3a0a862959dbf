/// Recognises the settings text image generators write into the files they
/// make: Stable Diffusion web UI's `parameters` ("Steps: 20, Sampler: …,
/// CFG scale: 7, Seed: …"), ComfyUI's node graph, and similar.
enum GeneratorParameters {
  /// Tags where JPEG (and WebP) generators put their text.
  static let places = [
    ("ExifIFD", "UserComment"), ("IFD0", "ImageDescription"), ("IFD0", "XPComment"), ("File", "Comment"),
    ("XMP-dc", "Description"),
  ]

  static func find(in context: ScoringContext) -> (generator: String, evidence: Evidence)? {
    for (group, name) in places {
      guard let evidence = context.evidence(group, name), let generator = generator(of: evidence.value) else { continue }
      return (generator, evidence)
    }
    return nil
  }

  /// The generator whose settings `text` looks like, or nil.
  static func generator(of text: String) -> String? {
    let settings = ["Steps: ", "Sampler: ", "CFG scale: ", "Seed: "].filter { text.contains($0) }.count
    if settings >= 3 { return text.contains("Fooocus") ? "Fooocus" : "Stable Diffusion web UI" }
    if text.contains("\"class_type\"") && text.contains("\"inputs\"") { return "ComfyUI" }
    if text.contains("invokeai") || text.contains("\"generation_mode\"") { return "InvokeAI" }
    if text.contains("\"uc\"") && text.contains("\"steps\"") && text.contains("\"sampler\"") { return "NovelAI" }
    return nil
  }
}
