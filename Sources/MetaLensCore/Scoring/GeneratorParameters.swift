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
      guard let evidence = context.evidence(group, name), let generator = generator(of: evidence.value) else { continue }
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
    let settings = ["Steps: ", "Sampler: ", "CFG scale: ", "Seed: "].filter(has).count
    if settings >= 3 { return has("Fooocus") ? "Fooocus" : "Stable Diffusion web UI" }
    if has("\"class_type\"") && has("\"inputs\"") { return "ComfyUI" }
    if has("invokeai") || has("\"generation_mode\"") { return "InvokeAI" }
    if has("\"uc\"") && has("\"steps\"") && has("\"sampler\"") { return "NovelAI" }
    return nil
  }
}
