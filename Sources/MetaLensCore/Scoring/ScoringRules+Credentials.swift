/// What checking a file's C2PA credential found: a changed image, an altered
/// credential, a removed one, and a validly signed capture.
extension ScoringRules {
  static let c2paContentChanged = ScoringRule(
    id: "c2pa-content-changed", kind: .definite, points: -50, category: .provenance,
    title: "The image changed after it was signed",
    explanation: """
      A C2PA manifest binds itself to the file with a hash of its bytes (c2pa.hash.data). Here the bytes no \
      longer match that hash: the image, or something else in the file, changed after the credential was signed.
      """,
    limits: """
      It shows that the file changed, not what changed or by whom; a re-save that only rewrote metadata breaks \
      the hash too.
      """,
    korean: RuleWords(
      title: "서명 후 이미지가 변경됨",
      explanation: "C2PA 매니페스트는 파일 바이트의 해시(c2pa.hash.data)로 파일에 묶입니다. 이 파일의 바이트는 그 해시와 더 이상 일치하지 않습니다. 자격 증명에 서명한 뒤 "
        + "이미지나 파일의 다른 부분이 바뀌었습니다.",
      limits: "파일이 바뀌었다는 사실만 보여 줄 뿐, 무엇이 누구에 의해 바뀌었는지는 알려 주지 않습니다. 메타데이터만 고쳐 쓴 재저장도 해시를 깨뜨립니다.")
  ) { context in
    guard let validation = context.analysis.c2pa, validation.contentChanged else { return nil }
    let failures = validation.failures.filter { C2PAValidation.bindingFailures.contains($0.code) }
    return ScoringRule.Finding(
      CredentialFindings.contentChanged,
      evidence: failures.map { Evidence(source: "C2PA", tag: $0.code, value: $0.url ?? $0.explanation) })
  }

  static let c2paCredentialTampered = ScoringRule(
    id: "c2pa-credential-tampered", kind: .definite, points: -40, category: .provenance,
    title: "The Content Credential was altered",
    explanation: """
      The claim's signature, or the hash with which it names an assertion or an ingredient's manifest, does not \
      match: the manifest itself was changed after it was signed, so none of what it says can be relied on.
      """,
    limits: "It says the credential was altered, not whether the image was.",
    korean: RuleWords(
      title: "콘텐츠 자격 증명이 변조됨",
      explanation: "클레임의 서명, 또는 클레임이 어서션이나 구성 요소의 매니페스트를 가리키는 해시가 일치하지 않습니다. 서명 후 매니페스트 자체가 바뀌었으므로 그 내용을 믿을 수 없습니다.",
      limits: "자격 증명이 변조되었다는 것만 알려 줄 뿐, 이미지가 바뀌었는지는 알려 주지 않습니다.")
  ) { context in
    guard let validation = context.analysis.c2pa, validation.credentialTampered else { return nil }
    let failures = (validation.failures + validation.ingredientFailures).filter {
      C2PAValidation.tamperFailures.contains($0.code)
    }
    return ScoringRule.Finding(
      CredentialFindings.credentialTampered,
      evidence: failures.map { Evidence(source: "C2PA", tag: $0.code, value: $0.url ?? $0.explanation) })
  }

  static let c2paCredentialRemoved = ScoringRule(
    id: "c2pa-credential-removed", kind: .probable, points: -20, category: .provenance,
    title: "Content Credentials removed",
    explanation: """
      The XMP points at a C2PA manifest inside this file (dcterms:provenance = self#jumbf=…), but the file holds \
      none: the manifest was stripped and its pointer left behind, as tools that re-save without C2PA support do.
      """,
    limits: "It shows that a credential was there, not what it said.",
    korean: RuleWords(
      title: "콘텐츠 자격 증명이 제거됨",
      explanation: "XMP가 이 파일 안의 C2PA 매니페스트를 가리키지만(dcterms:provenance = self#jumbf=…) 파일에는 매니페스트가 없습니다. C2PA를 지원하지 "
        + "않는 도구로 다시 저장할 때처럼, 매니페스트는 지워지고 포인터만 남았습니다.",
      limits: "자격 증명이 있었다는 사실만 보여 줄 뿐, 그 내용은 알려 주지 않습니다.")
  ) { context in
    guard context.metadata.c2pa == nil, let pointer = context.evidence("XMP-dcterms", "Provenance"),
      pointer.value.hasPrefix("self#jumbf=")
    else { return nil }
    return ScoringRule.Finding(
      CredentialFindings.credentialRemoved,
      evidence: [pointer])
  }

  static let c2paSignedCapture = ScoringRule(
    id: "c2pa-signed-capture", kind: .positive, category: .provenance,
    title: "Signed capture (valid Content Credentials)",
    explanation: """
      A valid C2PA credential whose actions record a capture (c2pa.created with the digitalCapture source type) \
      was signed by the camera or its app, and its hash shows the file unchanged since: the strongest evidence \
      of an original a file can carry, stronger still when the signer is on a trust list. When the signer is \
      trusted, the signs of a missing tag (no thumbnail, MakerNote or capture date) stay silent: they describe \
      what the signing device writes, not a change.
      """,
    limits: """
      Valid means unchanged since signing; trusted means the signer is on a trust list metalens was given. \
      Neither proves the scene true: a camera can photograph a screen. A valid credential whose signer is not \
      trusted silences nothing, as anyone can sign a file as a capture with a certificate of their own.
      """,
    korean: RuleWords(
      title: "서명된 촬영 기록 (유효한 콘텐츠 자격 증명)",
      explanation: "촬영을 기록한(digitalCapture 소스 유형의 c2pa.created) 유효한 C2PA 자격 증명은 카메라나 카메라 앱이 서명한 것이며, 해시로 보아 그 뒤 파일이 "
        + "바뀌지 않았습니다. 파일이 가질 수 있는 가장 강한 원본 증거이며, 서명자가 신뢰 목록에 있으면 더욱 강합니다. 서명자가 신뢰되면 태그가 없다는 "
        + "흔적(썸네일, MakerNote, 촬영 일시 없음)은 표시하지 않습니다. 이는 변경이 아니라 서명한 기기가 기록하는 방식이기 때문입니다.",
      limits: "유효하다는 것은 서명 후 바뀌지 않았다는 뜻이고, 신뢰된다는 것은 서명자가 metalens에 주어진 신뢰 목록에 있다는 뜻입니다. 어느 쪽도 장면이 사실임을 증명하지는 않습니다. "
        + "카메라로 화면을 찍을 수도 있습니다. 서명자가 신뢰되지 않은 유효한 자격 증명은 아무것도 가리지 않습니다. 누구나 자기 인증서로 파일을 촬영본으로 서명할 수 있기 때문입니다.")
  ) { context in
    guard let capture = context.signedCapture, let validation = context.analysis.c2pa else { return nil }
    return ScoringRule.Finding(
      CredentialFindings.signedCapture(trustList: validation.state == .trusted ? validation.anchorList : nil),
      evidence: [capture])
  }
}

extension ScoringContext {
  /// The capture action of a valid or trusted C2PA credential: `c2pa.created`
  /// with the digitalCapture source type, in the active manifest.
  var signedCapture: Evidence? {
    guard let validation = analysis.c2pa, validation.state != .invalid,
      let manifest = metadata.c2pa?.activeManifest
    else { return nil }
    let capture = manifest.actions.first {
      $0.action == "c2pa.created" && ($0.digitalSourceType ?? "").hasSuffix("digitalCapture")
    }
    return capture.map {
      Evidence(source: "C2PA", tag: "c2pa.created digitalSourceType", value: $0.digitalSourceType ?? "")
    }
  }

  /// True when the active manifest is in a valid or trusted credential: its
  /// declarations are stronger than the same words in plain XMP.
  var credentialIsValid: Bool { analysis.c2pa.map { $0.state != .invalid } ?? false }
}
