/// Content Credentials in words: the summary card's line and the sentence
/// that says what was checked (which JSON carries in English), English and
/// Korean side by side (see `Wording`).
public enum ProvenanceWords: Wording {
  case state(words: String)
  case notChecked
  case trusted
  case valid
  case invalidChanged
  case invalid
  case signedBy(signer: String)
  case unreadable
  case removed(reference: String)
  case remote(reference: String)
  case noManifest
  case emptyStore
  case validAndTrusted(list: String)
  case aTrustList
  case validNotTrusted
  case validSignerTrusted
  case validSignerTrustedBut(list: String, failure: String)
  case contentChanged
  case tampered
  case invalidBecause(failure: String)
  case aCheckFailed
  case brokenIngredient(reason: String)
  case ingredientSignature
  case ingredientManifestChanged
  case ingredientAssertionChanged

  public func text(_ language: Language) -> String {
    switch self {
    case .state(let words):
      language.pick(en: "Content Credentials \(words)", ko: "콘텐츠 자격 증명: \(words)")
    case .notChecked:
      language.pick(en: "not checked", ko: "검사하지 않음")
    case .trusted:
      language.pick(en: "valid, on a trust list", ko: "유효, 신뢰 목록에 있음")
    case .valid:
      language.pick(en: "valid, signer not on a trust list", ko: "유효, 서명자가 신뢰 목록에 없음")
    case .invalidChanged:
      language.pick(en: "invalid: the image changed after signing", ko: "유효하지 않음: 서명 후 이미지가 변경됨")
    case .invalid:
      language.pick(en: "invalid", ko: "유효하지 않음")
    case .signedBy(let signer):
      language.pick(en: "signed by \(signer)", ko: "서명: \(signer)")
    case .unreadable:
      language.pick(en: "C2PA manifest store, unreadable", ko: "C2PA 매니페스트 저장소, 읽을 수 없음")
    case .removed(let reference):
      language.pick(
        en: "Content Credentials removed: XMP still points at \(reference)",
        ko: "콘텐츠 자격 증명 제거됨: XMP 포인터만 남음(\(reference))")
    case .remote(let reference):
      language.pick(
        en: "C2PA manifest stored elsewhere (not fetched): \(reference)",
        ko: "다른 곳에 저장된 C2PA 매니페스트(내려받지 않음): \(reference)")
    case .noManifest:
      language.pick(en: "no manifest to check", ko: "검사할 매니페스트가 없음")
    case .emptyStore:
      language.pick(
        en: "the manifest store holds no manifest that could be checked",
        ko: "매니페스트 저장소에 검사할 수 있는 매니페스트가 없음")
    case .validAndTrusted(let list):
      language.pick(
        en: "valid and trusted: the signature and hashes hold and the signer chains to \(list)",
        ko: "유효하며 신뢰됨: 서명과 해시가 맞고, 서명자 인증서가 \(list)에 연결됨")
    case .aTrustList:
      language.pick(en: "a trust list", ko: "신뢰 목록")
    case .validSignerTrusted:
      language.pick(
        en: "valid, signer on a trust list, a check failed", ko: "유효, 서명자는 신뢰 목록에 있음, 실패한 검사 있음")
    case .validSignerTrustedBut(let list, let failure):
      language.pick(
        en: "valid: the signature and hashes hold and the signer chains to \(list), but \(failure)",
        ko: "유효: 서명과 해시가 맞고 서명자가 \(list)에 연결되지만, 실패한 검사가 있음: \(failure)")
    case .validNotTrusted:
      language.pick(
        en: "valid: the signature and hashes hold, but the signer is not on a trust list metalens was given",
        ko: "유효: 서명과 해시가 맞지만, 서명자가 metalens에 주어진 신뢰 목록에 없음")
    case .contentChanged:
      language.pick(en: "invalid: the image changed after it was signed", ko: "유효하지 않음: 서명 후 이미지가 변경됨")
    case .tampered:
      language.pick(en: "invalid: the credential was altered after it was signed", ko: "유효하지 않음: 서명 후 자격 증명이 변조됨")
    case .invalidBecause(let failure):
      language.pick(en: "invalid: \(failure)", ko: "유효하지 않음: \(failure)")
    case .aCheckFailed:
      language.pick(en: "a check failed", ko: "검사 하나가 실패함")
    case .brokenIngredient(let reason):
      language.pick(
        en: "invalid: an ingredient's own credential is broken: \(reason)",
        ko: "유효하지 않음: 재료(ingredient)의 자격 증명 자체가 손상됨: \(reason)")
    case .ingredientSignature:
      language.pick(en: "its signature does not match", ko: "그 서명이 일치하지 않음")
    case .ingredientManifestChanged:
      language.pick(en: "its manifest changed after this one was signed", ko: "이 매니페스트가 서명된 뒤 그 매니페스트가 변경됨")
    case .ingredientAssertionChanged:
      language.pick(en: "one of its assertions changed after it was signed", ko: "서명된 뒤 그 어서션 하나가 변경됨")
    }
  }
}
