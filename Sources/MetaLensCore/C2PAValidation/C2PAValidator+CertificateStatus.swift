extension C2PAValidator.Run {
  /// A `c2pa.certificate-status` assertion (C2PA 2.1's certificate status assertion) must hold
  /// `ocspVals`, its stapled OCSP responses as byte strings: c2pa-rs 0.91.3
  /// cannot decode one without ("could not decode assertion
  /// c2pa.certificate-status") and refuses the file, measured on the
  /// `certificate-status-*` fixtures. The nearest report is an invalid
  /// credential with C2PA's catch-all failure, as for the files it refuses
  /// outright. The responses themselves are not used, as c2pa-rs 0.91.3
  /// does not use them (`ocsp-asserted-revoked.jpg` stays trusted there);
  /// the one stapled to the signature is (`revocation`). Nothing is fetched.
  mutating func certificateStatus(in manifest: JUMBFBox) {
    for (url, value) in assertions(labelled: "c2pa.certificate-status", in: manifest)
    where !(value?["ocspVals"]?.array?.allSatisfy { $0.bytes != nil } ?? false) {
      add(
        "general.error", .failure, url: url,
        "the certificate-status assertion has no readable ocspVals; c2pa-rs refuses the file")
    }
  }
}
