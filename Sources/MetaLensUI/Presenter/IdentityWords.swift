import MetaLensCore

/// The words of a CAWG identity assertion's line in the Content Credentials
/// section, English and Korean side by side (see `Wording`): who asserts
/// the identity, who vouches for it, and what its own checks came to, so
/// that an identity is never read as the claim's signer.
enum IdentityWords: Wording {
  case heading
  case assertedBy(name: String, issuer: String?, outcome: String)
  case unnamed
  case valid
  case unverified
  case invalid(failures: String)

  func text(_ language: Language) -> String {
    switch self {
    case .heading:
      language.pick(en: "Identities (CAWG)", ko: "신원 (CAWG)")
    case .assertedBy(let name, let issuer?, let outcome):
      language.pick(
        en: "identity asserted by \(name), credential from \(issuer): \(outcome)",
        ko: "\(name)의 신원 주장, 자격 증명 발급자 \(issuer): \(outcome)")
    case .assertedBy(let name, nil, let outcome):
      language.pick(en: "identity asserted by \(name): \(outcome)", ko: "\(name)의 신원 주장: \(outcome)")
    case .unnamed:
      language.pick(en: "an unnamed holder", ko: "이름을 밝히지 않은 보유자")
    case .valid:
      language.pick(
        en: "its signature is valid; its credential is on no trust list (metalens has no CAWG trust anchors), "
          + "which says nothing of the claim's signer",
        ko: "서명은 유효합니다. 자격 증명은 신뢰 목록에 없습니다(metalens에는 CAWG 신뢰 앵커가 없음). "
          + "이는 클레임 서명자와는 무관합니다")
    case .unverified:
      language.pick(
        en: "not verified: its issuer's DID would have to be fetched, and metalens works offline",
        ko: "검증하지 않음: 발급자의 DID를 내려받아야 하지만 metalens는 오프라인으로만 동작합니다")
    case .invalid(let failures):
      language.pick(en: "invalid: \(failures)", ko: "무효: \(failures)")
    }
  }
}
