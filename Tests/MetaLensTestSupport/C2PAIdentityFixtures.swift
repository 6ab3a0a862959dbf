/// What the identity tests share: a capture's actions for the fixtures
/// that carry a CAWG identity assertion (`SignedC2PAQuirks.identity`).
public enum C2PAIdentityFixtures {
  public static let created = [
    C2PAFixture.Action("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))
  ]
}
