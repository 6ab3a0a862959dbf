import FoundationEssentials

extension C2PAValidator.Run {
  /// The claim signature's time-stamp (C2PA 2.1, 10.3.2.5), checked as
  /// c2pa-rs checks it: one token, in `sigTst` or `sigTst2`, verified
  /// against what its storage covers. A token that fails is informational
  /// (the credential stands without its time) and its time is not used. For
  /// a claim v2, `authorityTrust` is the trust list the authority must chain
  /// to (`timeStamp.trusted` or `timeStamp.untrusted`, and an untrusted
  /// stamp's time is not used either); for a v1 claim it is nil, and the
  /// authority is not judged. Returns the time that counts, if any.
  mutating func timeStamps(
    _ value: CBORValue, cose: COSESign1, claim: ArraySlice<UInt8>, url: String, authorityTrust: C2PATrustList?
  ) -> Date? {
    guard let parts = value.array, parts.count == 4, let (storage, tokens) = TimeStampStorage.tokens(in: parts[1])
    else { return nil }
    guard tokens.count <= 1 else {
      add("timeStamp.malformed", .informational, url: url, "only one time-stamp is allowed in \(storage.label)")
      return nil
    }
    guard let token = tokens.first else { return nil }
    let verdict = TimeStampVerification.verify(
      token: token, protectedHeader: cose.protectedBytes,
      data: storage.covered(payload: claim, signature: cose.signature))
    switch verdict.outcome {
    case .validated: add("timeStamp.validated", .success, url: url, "time-stamp valid (\(storage.label))")
    case .mismatch(let reason), .malformed(let reason), .untrusted(let reason), .outsideValidity(let reason):
      add(verdict.outcome.code, .informational, url: url, reason)
      return nil
    }
    guard let authorityTrust else { return verdict.time }
    let name = verdict.authority.first?.subjectName ?? "unknown"
    switch TimeStampAuthority.trust(verdict.authority, in: authorityTrust) {
    case .success(let list):
      add("timeStamp.trusted", .success, url: url, "time-stamp authority trusted: \(name), on \(list)")
      return verdict.time
    case .failure(let untrusted):
      add("timeStamp.untrusted", .informational, url: url, "\(untrusted.reason): \(name)")
      return nil
    }
  }
}
