/// What the Content Credentials rules (`ScoringRules+Credentials.swift`)
/// found, in English and Korean side by side.
enum CredentialFindings: Wording {
  case contentChanged
  case credentialTampered
  case credentialRemoved
  /// `c2pa-signed-capture`: the trust list that holds the signer's anchor
  /// when the credential is trusted, nil when it is only valid.
  case signedCapture(trustList: String?)

  func text(_ language: Language) -> String {
    switch self {
    case .contentChanged:
      language.pick(
        en: "The file's bytes no longer match the hash its C2PA credential signed: it changed after signing.",
        ko: "파일의 바이트가 C2PA 자격 증명이 서명한 해시와 더 이상 일치하지 않습니다. 서명 후 변경되었습니다.")
    case .credentialTampered:
      language.pick(
        en: "The C2PA credential does not match its own signature or hashes: it was altered after signing.",
        ko: "C2PA 자격 증명이 자체 서명이나 해시와 일치하지 않습니다. 서명 후 변조되었습니다.")
    case .credentialRemoved:
      language.pick(
        en: "The XMP points at a C2PA manifest in this file, but the file holds none: the credential was removed.",
        ko: "XMP가 이 파일 안의 C2PA 매니페스트를 가리키지만 파일에는 매니페스트가 없습니다. 자격 증명이 제거되었습니다.")
    case .signedCapture(let trustList):
      language.pick(
        en: "A \(trustList.map { "trusted (on \($0))" } ?? "valid") C2PA credential records "
          + "this file as a camera capture, unchanged since it was signed.",
        ko: "\(trustList.map { "신뢰할 수 있는(\($0)에 등재된)" } ?? "유효한") C2PA 자격 증명에 "
          + "이 파일이 카메라 촬영본으로 기록되어 있으며, 서명 후 변경되지 않았습니다.")
    }
  }
}
