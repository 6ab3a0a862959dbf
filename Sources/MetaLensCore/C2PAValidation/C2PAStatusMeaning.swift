/// What a C2PA status code means, in English and Korean side by side: the
/// Korean report says it before the validator's English sentence, as it
/// does for reading notices (`C2PAStatus.text(_:)`), so that a Korean
/// reader is not left with English alone (issue 36).
///
/// The cases are the failure and informational codes of C2PA 2.1 section
/// 15.2.1, "Standard Status Codes", as c2pa-rs's `validation_status` names
/// them, and the CAWG identity codes metalens gives (CAWG identity
/// assertion 1.1, section 7, "Validation"). Success codes are not shown to
/// a reader as reasons, so they have no case.
public enum C2PAStatusMeaning: String, CaseIterable, Sendable, Wording {
  case claimMalformed = "claim.malformed"
  case claimMissing = "claim.missing"
  case claimMultiple = "claim.multiple"
  case claimHardBindingsMissing = "claim.hardBindings.missing"
  case claimRequiredMissing = "claim.required.missing"
  case claimCborInvalid = "claim.cbor.invalid"
  case claimSignatureMissing = "claimSignature.missing"
  case claimSignatureMismatch = "claimSignature.mismatch"
  case claimSignatureOutsideValidity = "claimSignature.outsideValidity"
  case signingCredentialUntrusted = "signingCredential.untrusted"
  case signingCredentialInvalid = "signingCredential.invalid"
  case signingCredentialExpired = "signingCredential.expired"
  case signingCredentialOcspRevoked = "signingCredential.ocsp.revoked"
  case signingCredentialOcspUnknown = "signingCredential.ocsp.unknown"
  case signingCredentialOcspSkipped = "signingCredential.ocsp.skipped"
  case signingCredentialOcspInaccessible = "signingCredential.ocsp.inaccessible"
  case timeStampMismatch = "timeStamp.mismatch"
  case timeStampMalformed = "timeStamp.malformed"
  case timeStampOutsideValidity = "timeStamp.outsideValidity"
  case timeStampUntrusted = "timeStamp.untrusted"
  case manifestInaccessible = "manifest.inaccessible"
  case manifestMultipleParents = "manifest.multipleParents"
  case manifestUpdateInvalid = "manifest.update.invalid"
  case manifestUpdateWrongParents = "manifest.update.wrongParents"
  case manifestTimestampInvalid = "manifest.timestamp.invalid"
  case manifestTimestampWrongParents = "manifest.timestamp.wrongParents"
  case manifestCompressedInvalid = "manifest.compressed.invalid"
  case manifestUnreferenced = "manifest.unreferenced"
  case manifestUnknownProvenance = "manifest.unknownProvenance"
  case ingredientUnknownProvenance = "ingredient.unknownProvenance"
  case ingredientHashedUriMismatch = "ingredient.hashedURI.mismatch"
  case ingredientManifestMissing = "ingredient.manifest.missing"
  case ingredientManifestMismatch = "ingredient.manifest.mismatch"
  case ingredientClaimSignatureMissing = "ingredient.claimSignature.missing"
  case ingredientClaimSignatureMismatch = "ingredient.claimSignature.mismatch"
  case assertionMultipleHardBindings = "assertion.multipleHardBindings"
  case assertionHashedUriMismatch = "assertion.hashedURI.mismatch"
  case assertionMissing = "assertion.missing"
  case assertionUndeclared = "assertion.undeclared"
  case assertionInaccessible = "assertion.inaccessible"
  case assertionNotRedacted = "assertion.notRedacted"
  case assertionSelfRedacted = "assertion.selfRedacted"
  case assertionRequiredMissing = "assertion.required.missing"
  case assertionJsonInvalid = "assertion.json.invalid"
  case assertionCborInvalid = "assertion.cbor.invalid"
  case assertionOutsideManifest = "assertion.outsideManifest"
  case assertionActionIngredientMismatch = "assertion.action.ingredientMismatch"
  case assertionActionRedacted = "assertion.action.redacted"
  case assertionActionMalformed = "assertion.action.malformed"
  case assertionActionRedactionMismatch = "assertion.action.redactionMismatch"
  case assertionDataHashMismatch = "assertion.dataHash.mismatch"
  case assertionDataHashMalformed = "assertion.dataHash.malformed"
  case assertionBmffHashMismatch = "assertion.bmffHash.mismatch"
  case assertionBmffHashMalformed = "assertion.bmffHash.malformed"
  case assertionBoxesHashMismatch = "assertion.boxesHash.mismatch"
  case assertionBoxesHashMalformed = "assertion.boxesHash.malformed"
  case assertionBoxesHashUnknownBox = "assertion.boxesHash.unknownBox"
  case assertionCloudDataHardBinding = "assertion.cloud-data.hardBinding"
  case assertionCloudDataActions = "assertion.cloud-data.actions"
  case assertionCloudDataMalformed = "assertion.cloud-data.malformed"
  case assertionCollectionHashMismatch = "assertion.collectionHash.mismatch"
  case assertionCollectionHashIncorrectFileCount = "assertion.collectionHash.incorrectFileCount"
  case assertionCollectionHashInvalidUri = "assertion.collectionHash.invalidURI"
  case assertionCollectionHashMalformed = "assertion.collectionHash.malformed"
  case assertionIngredientMalformed = "assertion.ingredient.malformed"
  case assertionMetadataDisallowed = "assertion.metadata.disallowed"
  case hashedUriMissing = "hashedURI.missing"
  case hashedUriMismatch = "hashedURI.mismatch"
  case algorithmUnsupported = "algorithm.unsupported"
  case algorithmDeprecated = "algorithm.deprecated"
  case generalError = "general.error"
  case cawgIdentityHardBindingMissing = "cawg.identity.hard_binding_missing"
  case cawgX509SignatureMismatch = "cawg.x509.signature.mismatch"
  case cawgX509CredentialUntrusted = "cawg.x509.credential.untrusted"
  case cawgX509AlgorithmUnsupported = "cawg.x509.algorithm.unsupported"
  case cawgIcaDidUnavailable = "cawg.ica.did_unavailable"
  case cawgIcaInvalidCoseSign1 = "cawg.ica.invalid_cose_sign1"
  case cawgIcaInvalidIssuer = "cawg.ica.invalid_issuer"
  case cawgIcaInvalidVerifiableCredential = "cawg.ica.invalid_verifiable_credential"
  case cawgIcaSignatureMismatch = "cawg.ica.signature_mismatch"
  case cawgIcaTimeStampInvalid = "cawg.ica.time_stamp.invalid"

  public func text(_ language: Language) -> String {
    switch self {
    case .claimMalformed: language.pick(en: "the claim is malformed", ko: "클레임의 형식이 잘못되었습니다")
    case .claimMissing: language.pick(en: "the claim cannot be found", ko: "클레임을 찾을 수 없습니다")
    case .claimMultiple: language.pick(en: "the manifest holds more than one claim", ko: "매니페스트에 클레임이 둘 이상 있습니다")
    case .claimHardBindingsMissing:
      language.pick(en: "the claim has no hard binding to the asset", ko: "클레임에 자산과의 하드 바인딩이 없습니다")
    case .claimRequiredMissing: language.pick(en: "a required field of the claim is missing", ko: "클레임의 필수 필드가 없습니다")
    case .claimCborInvalid: language.pick(en: "the claim's CBOR is invalid", ko: "클레임의 CBOR가 올바르지 않습니다")
    case .claimSignatureMissing: language.pick(en: "the claim signature cannot be found", ko: "클레임 서명을 찾을 수 없습니다")
    case .claimSignatureMismatch: language.pick(en: "the claim signature does not verify", ko: "클레임 서명이 검증되지 않습니다")
    case .claimSignatureOutsideValidity:
      language.pick(
        en: "the claim was signed outside the signing certificate's validity", ko: "서명 인증서의 유효 기간 밖에서 클레임에 서명했습니다")
    case .signingCredentialUntrusted:
      language.pick(en: "the signing certificate is not on a trust list", ko: "서명 인증서가 신뢰 목록에 없습니다")
    case .signingCredentialInvalid:
      language.pick(en: "the signing certificate is not valid for signing", ko: "서명 인증서가 서명용으로 유효하지 않습니다")
    case .signingCredentialExpired: language.pick(en: "the signing certificate had expired", ko: "서명 인증서가 만료되었습니다")
    case .signingCredentialOcspRevoked:
      language.pick(en: "the signing certificate has been revoked", ko: "서명 인증서가 폐기되었습니다")
    case .signingCredentialOcspUnknown:
      language.pick(
        en: "the OCSP response gives an unknown status for the signing certificate",
        ko: "OCSP 응답이 서명 인증서의 상태를 알 수 없음으로 표시합니다")
    case .signingCredentialOcspSkipped:
      language.pick(en: "revocation was not checked online", ko: "인증서 폐기 여부를 온라인으로 확인하지 않았습니다")
    case .signingCredentialOcspInaccessible:
      language.pick(en: "the OCSP responder did not answer", ko: "OCSP 응답자가 응답하지 않았습니다")
    case .timeStampMismatch: language.pick(en: "the time-stamp does not match the claim", ko: "타임스탬프가 클레임과 일치하지 않습니다")
    case .timeStampMalformed: language.pick(en: "the time-stamp is malformed", ko: "타임스탬프의 형식이 잘못되었습니다")
    case .timeStampOutsideValidity:
      language.pick(en: "the time-stamp falls outside a certificate's validity", ko: "타임스탬프가 인증서의 유효 기간 밖에 있습니다")
    case .timeStampUntrusted:
      language.pick(en: "the time-stamp authority is not on a trust list", ko: "타임스탬프 기관이 신뢰 목록에 없습니다")
    case .manifestInaccessible: language.pick(en: "the manifest cannot be reached", ko: "매니페스트에 접근할 수 없습니다")
    case .manifestMultipleParents:
      language.pick(en: "the manifest has more than one parent ingredient", ko: "매니페스트에 부모 재료가 둘 이상 있습니다")
    case .manifestUpdateInvalid:
      language.pick(
        en: "the update manifest holds assertions an update may not", ko: "업데이트 매니페스트에 업데이트가 담을 수 없는 어설션이 있습니다")
    case .manifestUpdateWrongParents:
      language.pick(en: "the update manifest does not have exactly one parent", ko: "업데이트 매니페스트의 부모가 정확히 하나가 아닙니다")
    case .manifestTimestampInvalid:
      language.pick(en: "the time-stamp manifest holds an assertion it may not", ko: "타임스탬프 매니페스트에 허용되지 않는 어설션이 있습니다")
    case .manifestTimestampWrongParents:
      language.pick(en: "the time-stamp manifest does not have exactly one parent", ko: "타임스탬프 매니페스트의 부모가 정확히 하나가 아닙니다")
    case .manifestCompressedInvalid: language.pick(en: "the compressed manifest is invalid", ko: "압축된 매니페스트가 올바르지 않습니다")
    case .manifestUnreferenced:
      language.pick(en: "the manifest is not referenced by any ingredient", ko: "어떤 재료도 이 매니페스트를 참조하지 않습니다")
    case .manifestUnknownProvenance: language.pick(en: "the manifest cannot be interpreted", ko: "매니페스트를 해석할 수 없습니다")
    case .ingredientUnknownProvenance:
      language.pick(en: "the ingredient has no manifest that can be interpreted", ko: "재료에 해석할 수 있는 매니페스트가 없습니다")
    case .ingredientHashedUriMismatch: language.pick(en: "an ingredient's hash does not match", ko: "재료의 해시가 일치하지 않습니다")
    case .ingredientManifestMissing:
      language.pick(en: "the ingredient's manifest cannot be found", ko: "재료의 매니페스트를 찾을 수 없습니다")
    case .ingredientManifestMismatch:
      language.pick(en: "the ingredient's manifest was changed", ko: "재료의 매니페스트가 바뀌었습니다")
    case .ingredientClaimSignatureMissing:
      language.pick(en: "the ingredient's claim signature cannot be found", ko: "재료의 클레임 서명을 찾을 수 없습니다")
    case .ingredientClaimSignatureMismatch:
      language.pick(en: "the ingredient's claim signature was changed", ko: "재료의 클레임 서명이 바뀌었습니다")
    case .assertionMultipleHardBindings:
      language.pick(en: "the claim has more than one hard binding", ko: "클레임에 하드 바인딩이 둘 이상 있습니다")
    case .assertionHashedUriMismatch:
      language.pick(en: "an assertion was changed after signing", ko: "서명 후 어설션이 바뀌었습니다")
    case .assertionMissing: language.pick(en: "an assertion the claim lists is missing", ko: "클레임에 나열된 어설션이 없습니다")
    case .assertionUndeclared:
      language.pick(en: "the manifest holds an assertion the claim does not list", ko: "클레임에 나열되지 않은 어설션이 매니페스트에 있습니다")
    case .assertionInaccessible: language.pick(en: "a remote assertion cannot be reached", ko: "원격 어설션에 접근할 수 없습니다")
    case .assertionNotRedacted:
      language.pick(en: "an assertion declared redacted is still present", ko: "삭제(redact)했다고 선언한 어설션이 아직 있습니다")
    case .assertionSelfRedacted:
      language.pick(en: "an assertion was redacted by its own claim", ko: "어설션이 자기 클레임에 의해 삭제되었습니다")
    case .assertionRequiredMissing:
      language.pick(en: "a required field of an assertion is missing", ko: "어설션의 필수 필드가 없습니다")
    case .assertionJsonInvalid: language.pick(en: "an assertion's JSON is invalid", ko: "어설션의 JSON이 올바르지 않습니다")
    case .assertionCborInvalid: language.pick(en: "an assertion's CBOR is invalid", ko: "어설션의 CBOR가 올바르지 않습니다")
    case .assertionOutsideManifest:
      language.pick(en: "an assertion the claim lists is in another manifest", ko: "클레임에 나열된 어설션이 다른 매니페스트에 있습니다")
    case .assertionActionIngredientMismatch:
      language.pick(en: "an action's ingredient is missing or cannot be found", ko: "동작의 재료가 없거나 찾을 수 없습니다")
    case .assertionActionRedacted: language.pick(en: "an actions assertion was redacted", ko: "동작 어설션이 삭제되었습니다")
    case .assertionActionMalformed: language.pick(en: "an actions assertion is malformed", ko: "동작 어설션의 형식이 잘못되었습니다")
    case .assertionActionRedactionMismatch:
      language.pick(en: "an action's redaction is missing or cannot be found", ko: "동작의 삭제 대상이 없거나 찾을 수 없습니다")
    case .assertionDataHashMismatch:
      language.pick(en: "the file's bytes do not match the signed hash", ko: "파일의 바이트가 서명된 해시와 일치하지 않습니다")
    case .assertionDataHashMalformed:
      language.pick(en: "the data hash assertion is malformed", ko: "데이터 해시 어설션의 형식이 잘못되었습니다")
    case .assertionBmffHashMismatch:
      language.pick(en: "the file's boxes do not match the signed BMFF hash", ko: "파일의 box가 서명된 BMFF 해시와 일치하지 않습니다")
    case .assertionBmffHashMalformed:
      language.pick(en: "the BMFF hash assertion is malformed", ko: "BMFF 해시 어설션의 형식이 잘못되었습니다")
    case .assertionBoxesHashMismatch:
      language.pick(en: "the file's boxes do not match the signed box hash", ko: "파일의 box가 서명된 box 해시와 일치하지 않습니다")
    case .assertionBoxesHashMalformed:
      language.pick(en: "the box hash assertion is malformed", ko: "box 해시 어설션의 형식이 잘못되었습니다")
    case .assertionBoxesHashUnknownBox:
      language.pick(en: "the file's boxes are not in the signed order", ko: "파일의 box가 서명된 순서와 다릅니다")
    case .assertionCloudDataHardBinding:
      language.pick(en: "a hard binding is in a cloud-data assertion", ko: "하드 바인딩이 cloud-data 어설션 안에 있습니다")
    case .assertionCloudDataActions:
      language.pick(
        en: "an update manifest's cloud-data assertion refers to actions", ko: "업데이트 매니페스트의 cloud-data 어설션이 동작을 참조합니다")
    case .assertionCloudDataMalformed:
      language.pick(en: "a cloud-data assertion is incomplete", ko: "cloud-data 어설션이 불완전합니다")
    case .assertionCollectionHashMismatch:
      language.pick(en: "a file of the collection does not match its hash", ko: "컬렉션의 파일이 해시와 일치하지 않습니다")
    case .assertionCollectionHashIncorrectFileCount:
      language.pick(en: "a file of the collection is missing", ko: "컬렉션의 파일이 빠져 있습니다")
    case .assertionCollectionHashInvalidUri:
      language.pick(en: "a collection path contains '.' or '..'", ko: "컬렉션 경로에 '.' 또는 '..'가 있습니다")
    case .assertionCollectionHashMalformed:
      language.pick(en: "the collection hash assertion is incomplete", ko: "컬렉션 해시 어설션이 불완전합니다")
    case .assertionIngredientMalformed: language.pick(en: "an ingredient assertion is incomplete", ko: "재료 어설션이 불완전합니다")
    case .assertionMetadataDisallowed:
      language.pick(
        en: "a metadata assertion holds a field the specification does not allow", ko: "메타데이터 어설션에 사양이 허용하지 않는 필드가 있습니다"
      )
    case .hashedUriMissing:
      language.pick(en: "the data a hashed URI points to cannot be found", ko: "해시 URI가 가리키는 데이터를 찾을 수 없습니다")
    case .hashedUriMismatch:
      language.pick(en: "the data a hashed URI points to was changed", ko: "해시 URI가 가리키는 데이터가 바뀌었습니다")
    case .algorithmUnsupported:
      language.pick(en: "an algorithm is unknown or unsupported", ko: "알 수 없거나 지원하지 않는 알고리즘입니다")
    case .algorithmDeprecated: language.pick(en: "an algorithm is deprecated", ko: "더 이상 권장되지 않는 알고리즘입니다")
    case .generalError: language.pick(en: "the credential could not be validated", ko: "자격 증명을 검증할 수 없었습니다")
    case .cawgIdentityHardBindingMissing:
      language.pick(en: "the identity assertion does not cover the hard binding", ko: "신원 어설션이 하드 바인딩을 포함하지 않습니다")
    case .cawgX509SignatureMismatch:
      language.pick(en: "the identity's signature does not verify", ko: "신원 서명이 검증되지 않습니다")
    case .cawgX509CredentialUntrusted:
      language.pick(en: "the identity's certificate is not on a trust list", ko: "신원 인증서가 신뢰 목록에 없습니다")
    case .cawgX509AlgorithmUnsupported:
      language.pick(en: "the identity's signature algorithm is unsupported", ko: "신원 서명 알고리즘을 지원하지 않습니다")
    case .cawgIcaDidUnavailable:
      language.pick(
        en: "the identity's issuer (a DID) cannot be resolved offline", ko: "신원 발급자(DID)를 오프라인으로 확인할 수 없습니다")
    case .cawgIcaInvalidCoseSign1:
      language.pick(en: "the identity credential's signature envelope is malformed", ko: "신원 자격 증명의 서명 봉투 형식이 잘못되었습니다")
    case .cawgIcaInvalidIssuer:
      language.pick(en: "the identity credential's issuer is invalid", ko: "신원 자격 증명의 발급자가 올바르지 않습니다")
    case .cawgIcaInvalidVerifiableCredential:
      language.pick(en: "the identity's verifiable credential is invalid", ko: "신원의 검증 가능한 자격 증명이 올바르지 않습니다")
    case .cawgIcaSignatureMismatch:
      language.pick(en: "the identity credential's signature does not verify", ko: "신원 자격 증명의 서명이 검증되지 않습니다")
    case .cawgIcaTimeStampInvalid:
      language.pick(en: "the identity credential's time-stamp is invalid", ko: "신원 자격 증명의 타임스탬프가 올바르지 않습니다")
    }
  }
}
