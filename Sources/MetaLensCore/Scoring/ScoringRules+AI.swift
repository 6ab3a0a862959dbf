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
      """,
    korean: RuleWords(
      title: "AI 생성 선언 (IPTC 디지털 소스 유형)",
      explanation: "IPTC DigitalSourceType의 trainedAlgorithmicMedia는 이미지 생성기(Meta AI, Midjourney, Google, Adobe "
        + "Firefly 등)가 학습된 모델로 만든 이미지에 붙이는 표시입니다.",
      limits: "이 표시는 메타데이터이므로 누구나 추가하거나 지울 수 있습니다. SNS와 여러 도구가 이를 지우므로, 표시가 없다고 해서 아무것도 증명되지 않습니다.")
  ) { context in
    DigitalSourceType.find(in: context, matching: [.trainedAlgorithmicMedia]).map { evidence in
      ScoringRule.Finding(
        AIFindings.generatedSourceType(signed: evidence.source == "C2PA" && context.credentialIsValid),
        evidence: [evidence])
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
    korean: RuleWords(
      title: "생성형 AI 편집 선언 (IPTC 디지털 소스 유형)",
      explanation: "compositeWithTrainedAlgorithmicMedia(생성형 채우기, 인페인팅, AI 지우개)와 compositeSynthetic은 이미지의 일부가 학습된 "
        + "모델로 만들어졌음을 나타냅니다.",
      limits: "다른 메타데이터 표시와 마찬가지로 추가하거나 지우거나 다른 파일로 복사할 수 있습니다."),
    verdict: .aiEdited
  ) { context in
    DigitalSourceType.find(in: context, matching: [.compositeWithTrainedAlgorithmicMedia, .compositeSynthetic]).map {
      evidence in
      // The generator that did the edit (Firefly as a generative-fill
      // action's software agent) is its evidence, not a second verdict.
      ScoringRule.Finding(
        AIFindings.editedSourceType,
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
    limits: "Written by few tools yet; like all metadata it can be forged or stripped.",
    korean: RuleWords(
      title: "IPTC 생성형 AI 필드",
      explanation: "IPTC 2025.1은 이미지 생성 방식을 기록하기 위해 AI System Used, AI System Version Used, AI Prompt Information, "
        + "AI Prompt Writer Name 필드를 추가했습니다.",
      limits: "아직 이 필드를 쓰는 도구가 적고, 다른 메타데이터와 마찬가지로 위조하거나 지울 수 있습니다.")
  ) { context in
    let evidence = context.aiSystemFields
    guard !evidence.isEmpty,
      DigitalSourceType.find(in: context, matching: [.compositeWithTrainedAlgorithmicMedia, .compositeSynthetic]) == nil
    else { return nil }
    let system = evidence.first { $0.tag == "AISystemUsed" }?.value
    return ScoringRule.Finding(
      AIFindings.systemFields(system: system),
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
    limits: "The text is plain and unsigned: it can be copied into any file or removed.",
    korean: RuleWords(
      title: "이미지 생성기 설정값",
      explanation: "Stable Diffusion web UI(AUTOMATIC1111, Forge), ComfyUI, InvokeAI, NovelAI, Fooocus는 만든 파일에 프롬프트와 "
        + "설정값(Steps, Sampler, CFG scale, Seed 등)을 저장합니다. 일반 텍스트나 JSON으로 프롬프트와 이런 설정값 두 개 이상을 담은 텍스트도 인식합니다.",
      limits: "서명되지 않은 일반 텍스트이므로 어느 파일에든 복사하거나 지울 수 있습니다.")
  ) { context in
    context.generatorParameters.map { found in
      ScoringRule.Finding(
        AIFindings.generatorParameters(
          generator: found.generator == GeneratorParameters.unnamed ? nil : found.generator),
        evidence: [found.evidence])
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
      """,
    korean: RuleWords(
      title: "이미지 생성기 이름 기록",
      explanation: "Software, CreatorTool 또는 편집 내역에 AI 이미지 생성기의 이름이 있습니다.",
      limits: "이름은 주장일 뿐이며, 실제 생성기의 결과물에는 이름이 전혀 없는 경우가 많습니다. 선언된 AI 편집과 함께 이름이 나온 생성기(포토샵의 생성형 채우기는 Firefly를 동작의 "
        + "소프트웨어로 기록합니다)는 그 편집의 도구입니다. 이 파일은 AI로 생성된 것이 아니라 AI로 편집된 것입니다.")
  ) { context in
    let mentions = context.mentions(of: [.generator])
    guard let first = mentions.first,
      DigitalSourceType.find(in: context, matching: [.compositeWithTrainedAlgorithmicMedia, .compositeSynthetic]) == nil
    else { return nil }
    return ScoringRule.Finding(
      AIFindings.generatorSoftware(
        source: first.mention.evidence.source, tag: first.mention.evidence.tag, family: first.signature.family),

      evidence: mentions.map(\.mention.evidence))
  }
}
