extension SignedFixtureSet {
  /// Signed JPEGs with an OCSP response stapled to the active manifest's
  /// signature (issue 32), each time-stamped (`sigTst2`, 2024-06-01 12:00)
  /// unless its name says otherwise, so that the signing time the
  /// revocation is judged against is known: good, revoked before or after
  /// that time (with a reason and without), a good response whose
  /// nextUpdate has passed or that has none, status unknown, about another serial, with a
  /// changed signature, signed by the issuer itself or by a responder not
  /// certified for OCSP signing, and bytes that are no OCSP response; and
  /// good or revoked responses in a `c2pa.certificate-status` assertion
  /// instead of the signature's header. With the
  /// time-stamp authority, whose root `authority` gives.
  public static func ocspFixtures(authority: FixtureTimeStampAuthority) -> [(name: String, fixture: SignedC2PAFixture)]
  {
    let keyCompromise = 1
    var cases: [(String, FixtureOCSPResponse)] = [
      ("ocsp-good.jpg", .init(.good)),
      ("ocsp-revoked-before-signing.jpg", .init(.revoked(at: (2024, 3, 1, 0), reason: keyCompromise))),
      ("ocsp-revoked-after-signing.jpg", .init(.revoked(at: (2025, 3, 1, 0), reason: keyCompromise))),
      ("ocsp-revoked-after-signing-no-reason.jpg", .init(.revoked(at: (2025, 3, 1, 0), reason: nil))),
      ("ocsp-unknown.jpg", .init(.unknown)),
    ]
    var stale = FixtureOCSPResponse(.good)
    stale.thisUpdate = (2023, 1, 1, 0)
    stale.nextUpdate = (2023, 6, 1, 0)
    cases.append(("ocsp-good-stale.jpg", stale))
    // Without nextUpdate, produced 12 hours before signing: c2pa-rs allows
    // a day after producedAt.
    var open = FixtureOCSPResponse(.good)
    open.thisUpdate = (2024, 6, 1, 0)
    open.nextUpdate = nil
    cases.append(("ocsp-good-without-next-update.jpg", open))
    var other = FixtureOCSPResponse(.revoked(at: (2024, 3, 1, 0), reason: keyCompromise))
    other.serial = 77
    cases.append(("ocsp-revoked-other-serial.jpg", other))
    var changed = FixtureOCSPResponse(.revoked(at: (2024, 3, 1, 0), reason: keyCompromise))
    changed.signatureChanged = true
    cases.append(("ocsp-revoked-signature-changed.jpg", changed))
    var direct = FixtureOCSPResponse(.revoked(at: (2024, 3, 1, 0), reason: keyCompromise))
    direct.delegated = false
    cases.append(("ocsp-revoked-by-issuer.jpg", direct))
    var otherUse = FixtureOCSPResponse(.revoked(at: (2024, 3, 1, 0), reason: keyCompromise))
    otherUse.responderForOtherUse = true
    cases.append(("ocsp-revoked-responder-other-use.jpg", otherUse))
    var garbage = FixtureOCSPResponse(.good)
    garbage.garbage = true
    cases.append(("ocsp-garbage.jpg", garbage))
    var fixtures = cases.map { name, response in
      var fixture = SignedC2PAFixture(actions: created)
      fixture.timeStamp = .init(authority: authority, storage: .sigTst2)
      fixture.stapledOCSP = response
      return (name, fixture)
    }
    for (name, response) in [
      ("ocsp-good-not-stamped.jpg", FixtureOCSPResponse(.good)),
      ("ocsp-revoked-not-stamped.jpg", FixtureOCSPResponse(.revoked(at: (2025, 3, 1, 0), reason: keyCompromise))),
    ] {
      var fixture = SignedC2PAFixture(actions: created)
      fixture.stapledOCSP = response
      fixtures.append((name, fixture))
    }
    for (name, response) in [
      ("ocsp-asserted-good.jpg", FixtureOCSPResponse(.good)),
      ("ocsp-asserted-revoked.jpg", FixtureOCSPResponse(.revoked(at: (2024, 3, 1, 0), reason: keyCompromise))),
    ] {
      var fixture = SignedC2PAFixture(actions: created)
      fixture.timeStamp = .init(authority: authority, storage: .sigTst2)
      fixture.assertedOCSP = response
      fixtures.append((name, fixture))
    }
    return fixtures
  }
}
