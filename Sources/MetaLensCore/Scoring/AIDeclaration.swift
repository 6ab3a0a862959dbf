/// What a file declares about generative AI: the generator that made it and,
/// where the file stores one, the prompt. Gathered from the same places the
/// AI rules look (generator settings text, IPTC 2025 AI fields, the active
/// C2PA manifest, generator names in Software or CreatorTool), so the report
/// names what the flags rest on.
public struct AIDeclaration: Sendable, Hashable {
  public let generator: String?
  public let prompt: String?
  /// The tags the generator and prompt were read from.
  public let evidence: [Evidence]

  /// Nil when the file declares nothing about AI generation.
  init?(_ context: ScoringContext) {
    var generator: String?
    var prompt: String?
    var evidence: [Evidence] = []
    if let found = context.generatorParameters {
      generator = found.generator
      prompt = GeneratorPrompt.prompt(generator: found.generator, text: found.evidence.value)
      evidence.append(found.evidence)
    }
    let fields = context.aiSystemFields
    if generator == nil, let system = fields.first(where: { $0.tag == "AISystemUsed" }) {
      let version = fields.first { $0.tag == "AISystemVersionUsed" }?.value
      generator = [system.value, version].compactMap { $0 }.joined(separator: " ")
    }
    if prompt == nil, let information = fields.first(where: { $0.tag == "AIPromptInformation" }) {
      prompt = information.value
    }
    evidence += fields
    let aiTypes: Set<DigitalSourceType> = [
      .trainedAlgorithmicMedia, .compositeWithTrainedAlgorithmicMedia, .compositeSynthetic,
    ]
    // The AI action that names its software agent, before the first AI
    // action: Photoshop records the opened composite with the AI source type
    // and no agent, then the generative edit with Firefly as its agent; the
    // AI system is Firefly, not the editor that signed the claim.
    let manifest = context.metadata.c2pa?.activeManifest
    let aiActions =
      manifest?.actions.filter {
        $0.digitalSourceType.flatMap(DigitalSourceType.init(value:)).map(aiTypes.contains) == true
      } ?? []
    if let manifest,
      let action = aiActions.first(where: { $0.softwareAgent != nil }) ?? aiActions.first,
      let declared = DigitalSourceType.evidence(of: action)
    {
      if generator == nil { generator = action.softwareAgent ?? manifest.claimGenerator }
      evidence.append(declared)
    }
    if let (mention, signature) = context.mentions(of: [.generator]).first {
      if generator == nil { generator = signature.family }
      evidence.append(mention.evidence)
      if prompt == nil, ["Midjourney", "NovelAI"].contains(signature.family) {
        // Both keep the prompt as the image's description.
        prompt = context.metadata.text("XMP-dc", "Description") ?? context.metadata.text("PNG", "Description")
      }
    }
    if evidence.isEmpty, let declared = DigitalSourceType.find(in: context, matching: aiTypes) {
      evidence.append(declared)
    }
    guard !evidence.isEmpty else { return nil }
    self.generator = generator
    let trimmed = prompt?.trimmed
    self.prompt = trimmed?.isEmpty == false ? trimmed : nil
    self.evidence = evidence
  }
}
