/// Rules for declared generative AI: IPTC digital source types, IPTC 2025 AI
/// fields, generator parameters and generator names.
extension ScoringRules {
  static let aiGeneratedSourceType = ScoringRule(
    id: "ai-generated-source-type", kind: .ai, points: -95, category: .ai,
    title: "Declared AI-generated (IPTC digital source type)",
    explanation: """
      IPTC DigitalSourceType trainedAlgorithmicMedia is how generators (Meta AI, Midjourney, Google, Adobe \
      Firefly…) label an image made by a trained model.
      """,
    limits: """
      The label is metadata: anyone can add or remove it. Its absence proves nothing, since social networks \
      and many tools strip it.
      """
  ) { context in
    DigitalSourceType.find(in: context, matching: [.trainedAlgorithmicMedia]).map { evidence in
      let signed =
        evidence.source == "C2PA" && context.credentialIsValid
        ? Message("rule.ai-generated-source-type.signed") : .empty
      return ScoringRule.Finding(
        Message("rule.ai-generated-source-type.detail", .message(signed)), evidence: [evidence])
    }
  }

  static let aiEditedSourceType = ScoringRule(
    id: "ai-edited-source-type", kind: .ai, points: -70, category: .ai,
    title: "Declared edited with generative AI (IPTC digital source type)",
    explanation: """
      compositeWithTrainedAlgorithmicMedia (generative fill, inpainting, AI eraser) and compositeSynthetic \
      mark an image of which part was made by a trained model.
      """,
    limits: "As with every metadata label, it can be added, removed or copied to another file.",
    verdict: .aiEdited
  ) { context in
    DigitalSourceType.find(in: context, matching: [.compositeWithTrainedAlgorithmicMedia, .compositeSynthetic]).map {
      evidence in
      // The generator that did the edit (Firefly as a generative-fill
      // action's software agent) is its evidence, not a second verdict.
      ScoringRule.Finding(
        Message("rule.ai-edited-source-type.detail"),
        evidence: [evidence] + context.aiSystemFields + context.mentions(of: [.generator]).map(\.mention.evidence))
    }
  }

  static let aiSystemFields = ScoringRule(
    id: "ai-system-fields", kind: .ai, points: -80, category: .ai,
    title: "IPTC generative-AI fields",
    explanation: """
      IPTC 2025.1 added AI System Used, AI System Version Used, AI Prompt Information and AI Prompt Writer \
      Name to record how an image was generated.
      """,
    limits: "Written by few tools yet; like all metadata it can be forged or stripped."
  ) { context in
    let evidence = context.aiSystemFields
    guard !evidence.isEmpty,
      DigitalSourceType.find(in: context, matching: [.compositeWithTrainedAlgorithmicMedia, .compositeSynthetic]) == nil
    else { return nil }
    let system = evidence.first { $0.tag == "AISystemUsed" }?.value
    return ScoringRule.Finding(
      system.map { Message("rule.ai-system-fields.detail.named", .text($0)) }
        ?? Message("rule.ai-system-fields.detail"),
      evidence: evidence)
  }

  static let generatorParameters = ScoringRule(
    id: "generator-parameters", kind: .ai, points: -95, category: .ai,
    title: "Image-generator parameters",
    explanation: """
      Stable Diffusion web UI (AUTOMATIC1111, Forge), ComfyUI, InvokeAI, NovelAI and Fooocus store the prompt \
      and settings (Steps, Sampler, CFG scale, Seed…) in the file they write; any text holding a prompt with two \
      or more such settings, in plain text or JSON, is recognised too.
      """,
    limits: "The text is plain and unsigned: it can be copied into any file or removed."
  ) { context in
    context.generatorParameters.map { found in
      let detail =
        found.generator == GeneratorParameters.unnamed
        ? Message("rule.generator-parameters.detail")
        : Message("rule.generator-parameters.detail.named", .text(found.generator))
      return ScoringRule.Finding(detail, evidence: [found.evidence])
    }
  }

  static let generatorSoftware = ScoringRule(
    id: "generator-software", kind: .ai, points: -90, category: .ai,
    title: "An image generator is named",
    explanation: "Software, CreatorTool or the editing history names an AI image generator.",
    limits: """
      A name is only a claim; a real generator's output often carries no name at all. A generator named beside \
      a declared AI edit (Photoshop's generative fill records Firefly as the action's software agent) is the \
      edit's tool: the file is AI-edited, not AI-generated.
      """
  ) { context in
    let mentions = context.mentions(of: [.generator])
    guard let first = mentions.first,
      DigitalSourceType.find(in: context, matching: [.compositeWithTrainedAlgorithmicMedia, .compositeSynthetic]) == nil
    else { return nil }
    return ScoringRule.Finding(
      Message(
        "rule.generator-software.detail", .text(first.mention.evidence.source), .text(first.mention.evidence.tag),
        .text(first.signature.family)),
      evidence: mentions.map(\.mention.evidence))
  }
}
