extension SignedFixtureSet {
  /// Soft-binding assertions (`c2pa.soft-binding`, C2PA 2.2, "Soft Binding Assertion") for the
  /// cross-check (issue 32): one c2pa-rs decodes (an algorithm of the C2PA
  /// list, another not on it, scoped to a timespan), and shapes its
  /// `SoftBinding` type refuses (`Claim::verify_soft_binding_alg`, c2pa-rs
  /// 0.91): no `blocks`, no `pad`, a region whose unit is not `pixel` or
  /// `percent`. Each is one more assertion of the active manifest, listed
  /// in the claim by its hashed URI.
  /// A signed JPEG whose active manifest has the soft binding `name` of
  /// `softBindings`.
  public static func softBindingFixture(_ name: String) throws -> SignedC2PAFixture {
    guard let assertion = softBindings.first(where: { $0.name == name })?.assertion else {
      throw FixtureError.io("no soft-binding fixture \(name)")
    }
    var fixture = SignedC2PAFixture(actions: created)
    fixture.extraAssertions = [("c2pa.soft-binding", assertion)]
    return fixture
  }

  public static var softBindings: [(name: String, assertion: [UInt8])] {
    let whole = CBORItem.map([("scope", .map([])), ("value", .text("bWV0YWxlbnMtZml4dHVyZQ=="))])
    let timespan = CBORItem.map([
      ("scope", .map([("timespan", .map([("start", .int(0)), ("end", .int(1000))]))])), ("value", .text("AAEC")),
    ])
    let shape = CBORItem.map([
      ("type", .text("rectangle")), ("unit", .text("percentage")),
      ("origin", .map([("x", .int(0)), ("y", .int(0))])), ("width", .int(100)), ("height", .int(100)),
    ])
    let region = CBORItem.map([
      (
        "scope", .map([("region", .map([("region", .array([.map([("type", .text("spatial")), ("shape", shape)])]))]))])
      ),
      ("value", .text("AAEC")),
    ])
    func binding(_ alg: String?, blocks: [CBORItem]?, pad: Bool = true) -> [UInt8] {
      var pairs: [(String, CBORItem)] = []
      if let alg { pairs.append(("alg", .text(alg))) }
      if let blocks { pairs.append(("blocks", .array(blocks))) }
      pairs.append(("name", .text("the whole image")))
      if pad { pairs.append(("pad", .bytes([]))) }
      return CBORItem.map(pairs).encoded()
    }
    return [
      ("soft-binding.jpg", binding("com.adobe.trustmark.Q", blocks: [whole])),
      ("soft-binding-unlisted-alg.jpg", binding("org.example.unlisted", blocks: [whole])),
      ("soft-binding-timespan.jpg", binding("com.digimarc.validate.1", blocks: [timespan, whole])),
      ("soft-binding-without-alg.jpg", binding(nil, blocks: [whole])),
      ("soft-binding-without-blocks.jpg", binding("com.adobe.trustmark.Q", blocks: nil)),
      ("soft-binding-without-pad.jpg", binding("com.adobe.trustmark.Q", blocks: [whole], pad: false)),
      ("soft-binding-region-percentage.jpg", binding("com.microsoft.invismark.1", blocks: [region])),
    ]
  }
}
