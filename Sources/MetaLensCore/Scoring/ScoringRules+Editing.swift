/// Definite signs of editing or re-saving: an editor named, an editor's own
/// segments and resources, and editing history.
extension ScoringRules {
  static let editorSoftware = ScoringRule(
    id: "editor-software", kind: .definite, points: -50, category: .editing,
    title: "An editor or converter is named",
    explanation: """
      Cameras and phones write their firmware version in Software; editors, raw converters and image \
      libraries write their own name there, in XMP CreatorTool or in the editing history when they save the file.
      """,
    limits: """
      It tells which program saved the file, not what it changed: a metadata tool may leave the pixels \
      alone, and an editor may only have rotated or resized. Names can be written by anyone.
      """,
    korean: RuleWords(
      title: "편집 또는 변환 프로그램 이름 기록",
      explanation: "카메라와 휴대전화는 Software에 펌웨어 버전을 기록합니다. 편집 프로그램, RAW 변환 프로그램, 이미지 라이브러리는 파일을 저장할 때 Software, XMP "
        + "CreatorTool 또는 편집 내역에 자기 이름을 기록합니다.",
      limits: "어떤 프로그램이 파일을 저장했는지를 알려 줄 뿐, 무엇을 바꾸었는지는 알려 주지 않습니다. 메타데이터 도구는 픽셀을 건드리지 않을 수 있고, 편집 프로그램도 회전이나 크기 조정만 "
        + "했을 수 있습니다. 이름은 누구나 써넣을 수 있습니다.")
  ) { context in
    let mentions = context.mentions(of: [.editor, .converter, .metadataTool])
    // A metadata tool alone, over image data as the camera encoded it, is
    // `metadata-rewritten`, a probable sign.
    if mentions.allSatisfy({ $0.signature.role == .metadataTool }) && context.imageDataLooksCameraEncoded { return nil }
    guard let first = mentions.first else { return nil }
    let families = mentions.map(\.signature.family).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return ScoringRule.Finding(
      EditingFindings.editorSoftware(
        source: first.mention.evidence.source, tag: first.mention.evidence.tag, family: first.signature.family,
        role: first.signature.role, others: Array(families.dropFirst())),
      evidence: mentions.map(\.mention.evidence))
  }

  static let photoshopSaveQuality = ScoringRule(
    id: "photoshop-save-quality", kind: .definite, points: -35, category: .editing,
    title: "Photoshop's JPEG save settings",
    explanation: """
      Photoshop's "Save As" writes an image resource (0x0406) with the JPEG quality chosen; cameras never \
      write it.
      """,
    limits: "Some tools copy Photoshop resources from an older file when they save.",
    korean: RuleWords(
      title: "Photoshop JPEG 저장 설정",
      explanation: "Photoshop의 '다른 이름으로 저장'은 선택한 JPEG 품질을 이미지 리소스(0x0406)에 기록합니다. 카메라는 이 리소스를 쓰지 않습니다.",
      limits: "일부 도구는 저장할 때 이전 파일의 Photoshop 리소스를 그대로 복사합니다."),
    jpegOnly: true
  ) { context in
    guard context.metadata.photoshopResources.contains(where: { $0.id == 0x0406 }) else { return nil }
    let quality = context.metadata.value("Photoshop", "PhotoshopQuality")?.integer.map { Int($0) + 4 }
    return ScoringRule.Finding(
      EditingFindings.photoshopSaveQuality(quality: quality),
      evidence: [
        context.evidence("Photoshop", "PhotoshopQuality")
          ?? Evidence(source: "Photoshop", tag: "0x0406", value: "JPEG_Quality")
      ])
  }

  static let saveForWeb = ScoringRule(
    id: "save-for-web", kind: .definite, points: -35, category: .editing,
    title: "Photoshop \"Save for Web\" segment",
    explanation: "The APP12 Ducky segment is written by Photoshop's Save for Web and ImageReady, never by cameras.",
    limits: "It says how the file was last saved, not what was changed before.",
    korean: RuleWords(
      title: "Photoshop '웹용으로 저장' 세그먼트",
      explanation: "APP12 Ducky 세그먼트는 Photoshop의 '웹용으로 저장'과 ImageReady가 쓰며, 카메라는 쓰지 않습니다.",
      limits: "파일이 마지막으로 어떻게 저장되었는지를 알려 줄 뿐, 그 전에 무엇이 바뀌었는지는 알려 주지 않습니다."),
    jpegOnly: true
  ) { context in
    guard context.metadata.jpeg?.segments.contains(where: { $0.identifier == DuckyReader.identifier }) == true else {
      return nil
    }
    let quality = context.evidence("Ducky", "Quality")
    return ScoringRule.Finding(
      EditingFindings.saveForWeb(quality: quality?.value),
      evidence: [quality ?? Evidence(source: "JPEG", tag: "APP12", value: "Ducky")])
  }

  static let photoshopHistory = ScoringRule(
    id: "photoshop-history", kind: .definite, points: -30, category: .editing,
    title: "Photoshop editing history",
    explanation: """
      photoshop:History is the edit log Photoshop keeps when its history logging is on; with logging off, \
      Photoshop writes the property empty. Either way Photoshop wrote the file's XMP.
      """,
    limits: "The log's entries are there only when the user enabled history logging; other editors do not write it.",
    korean: RuleWords(
      title: "Photoshop 편집 내역",
      explanation: "photoshop:History는 내역 기록 기능을 켰을 때 Photoshop이 남기는 편집 기록이며, 기록을 끄면 Photoshop은 이 속성을 비워 둔 채 씁니다. "
        + "어느 쪽이든 파일의 XMP를 Photoshop이 썼습니다.",
      limits: "기록 항목은 사용자가 내역 기록을 켰을 때만 남으며, 다른 편집 프로그램은 이 속성을 쓰지 않습니다.")
  ) { context in
    context.evidence("XMP-photoshop", "History").map {
      ScoringRule.Finding(EditingFindings.photoshopHistory(empty: $0.value.isEmpty), evidence: [$0])
    }
  }

  static let cameraRawSettings = ScoringRule(
    id: "camera-raw-settings", kind: .definite, points: -30, category: .editing,
    title: "Camera Raw or Lightroom settings",
    explanation: """
      XMP crs: properties are the development settings of Adobe Camera Raw and Lightroom: exposure, \
      white balance, crop, retouching.
      """,
    limits: "Settings can be present without having been applied to these pixels (crs:AlreadyApplied tells).",
    korean: RuleWords(
      title: "Camera Raw 또는 Lightroom 설정",
      explanation: "XMP crs: 속성은 Adobe Camera Raw와 Lightroom의 현상 설정(노출, 화이트 밸런스, 자르기, 보정)입니다.",
      limits: "설정이 있어도 이 픽셀에 실제로 적용되지 않았을 수 있습니다(crs:AlreadyApplied로 알 수 있습니다).")
  ) { context in
    let settings = context.metadata.tags.tags(in: "XMP-crs")
    guard !settings.isEmpty else { return nil }
    let shown = ["Version", "ProcessVersion", "HasCrop", "HasSettings", "AlreadyApplied"].compactMap {
      context.evidence("XMP-crs", $0)
    }
    return ScoringRule.Finding(
      EditingFindings.cameraRawSettings(count: settings.count),
      evidence: shown.isEmpty
        ? [Evidence(source: "XMP-crs", tag: settings[0].name, value: settings[0].value.plainText)] : shown)
  }

  /// xmpMM:History actions that mean the file was changed or re-saved.
  static let editingActions: Set<String> = [
    "saved", "converted", "derived", "edited", "cropped", "filtered", "resized", "produced",
  ]

  static let xmpHistoryEdits = ScoringRule(
    id: "xmp-history-edits", kind: .definite, points: -30, category: .editing,
    title: "Editing history in XMP",
    explanation: """
      xmpMM:History is the event log Adobe applications and others keep: each "saved", "converted" or \
      "derived" event is a save by an editor.
      """,
    limits: "The log can be removed or rewritten; its absence proves nothing.",
    korean: RuleWords(
      title: "XMP 편집 내역",
      explanation: "xmpMM:History는 Adobe 프로그램 등이 남기는 작업 기록입니다. \"saved\", \"converted\", \"derived\" 항목 하나하나가 편집 "
        + "프로그램에 의한 저장입니다.",
      limits: "기록은 지우거나 고쳐 쓸 수 있으므로, 기록이 없다고 해서 아무것도 증명되지 않습니다.")
  ) { context in
    let events = (context.metadata.value("XMP-xmpMM", "History")?.items ?? []).compactMap { event -> Evidence? in
      guard let action = event[field: "Action"]?.text, editingActions.contains(action.lowercased()) else { return nil }
      let parts = [action, event[field: "SoftwareAgent"]?.text, event[field: "When"]?.text].compactMap { $0 }
      return Evidence(source: "XMP-xmpMM", tag: "History", value: parts.joined(separator: ", "))
    }
    guard !events.isEmpty else { return nil }
    return ScoringRule.Finding(
      EditingFindings.xmpHistoryEdits(count: events.count),
      evidence: events)
  }

  static let c2paEditActions = ScoringRule(
    id: "c2pa-edit-actions", kind: .definite, points: -30, category: .editing,
    title: "Edits recorded in Content Credentials",
    explanation: """
      The active C2PA manifest lists actions that change the image (c2pa.edited, c2pa.cropped, \
      c2pa.color_adjustments, c2pa.filtered, c2pa.drawing, c2pa.resized…): the software that signed it says \
      it edited the file.
      """,
    limits: """
      Edits made after the manifest was written are not in it, and a tool that strips the manifest removes this \
      record. The actions are what the signer recorded; metalens verifies the manifest, and when it does not \
      validate the credential's own flag says so and these actions may not be the signer's.
      """,
    korean: RuleWords(
      title: "콘텐츠 자격 증명(C2PA)에 기록된 편집",
      explanation: "활성 C2PA 매니페스트에 이미지를 바꾸는 작업(c2pa.edited, c2pa.cropped, c2pa.color_adjustments, c2pa.filtered, "
        + "c2pa.drawing, c2pa.resized 등)이 기록되어 있습니다. 서명한 소프트웨어 스스로 파일을 편집했다고 밝힌 것입니다.",
      limits: "매니페스트 작성 이후의 편집은 기록되지 않으며, 매니페스트를 지우는 도구를 거치면 이 기록도 사라집니다. 작업 목록은 서명자가 기록한 것입니다. metalens는 매니페스트를 "
        + "검증하며, 검증에 실패하면 자격 증명 항목이 그렇게 알리고 이 작업들은 서명자의 것이 아닐 수 있습니다.")
  ) { context in
    let actions = context.metadata.c2pa?.activeManifest?.actions.filter { c2paEditingActions.contains($0.action) } ?? []
    guard !actions.isEmpty else { return nil }
    return ScoringRule.Finding(
      EditingFindings.c2paEditActions(count: actions.count),
      evidence: actions.map { action in
        Evidence(
          source: "C2PA", tag: "action",
          value: ([action.action] + (action.softwareAgent.map { [$0] } ?? [])).joined(separator: ", "))
      })
  }

  /// C2PA actions that change the pixels or the composition.
  static let c2paEditingActions: Set<String> = [
    "c2pa.edited", "c2pa.cropped", "c2pa.color_adjustments", "c2pa.filtered",
    "c2pa.drawing", "c2pa.resized", "c2pa.orientation", "c2pa.placed", "c2pa.removed", "c2pa.converted",
    "c2pa.transcoded", "c2pa.watermarked",
  ]

  static let derivedFrom = ScoringRule(
    id: "derived-from", kind: .definite, points: -25, category: .editing,
    title: "Derived from another document",
    explanation: "xmpMM:DerivedFrom names the document this file was made from: it is a copy saved by an editor.",
    limits: "It does not say what changed between the two.",
    korean: RuleWords(
      title: "다른 문서에서 파생됨",
      explanation: "xmpMM:DerivedFrom은 이 파일을 만든 원본 문서를 가리킵니다. 편집 프로그램이 저장한 사본이라는 뜻입니다.",
      limits: "두 문서 사이에 무엇이 바뀌었는지는 알려 주지 않습니다.")
  ) { context in
    guard let value = context.metadata.value("XMP-xmpMM", "DerivedFrom"), value != .structure([]),
      !value.plainText.trimmed.isEmpty
    else { return nil }
    return ScoringRule.Finding(
      EditingFindings.derivedFrom,

      evidence: [Evidence(source: "XMP-xmpMM", tag: "DerivedFrom", value: value.plainText)])
  }
}
