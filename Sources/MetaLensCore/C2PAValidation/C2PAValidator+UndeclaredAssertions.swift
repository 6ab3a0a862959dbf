extension C2PAValidator.Run {
  /// Every assertion the manifest stores must be one its claim lists (C2PA
  /// 2.1, 15.10.3: the claim declares the assertions; one it does not is
  /// `assertion.undeclared`). c2pa-rs 0.91.3 goes further and refuses such
  /// a file ("AssertionNotFound", measured on the `*-not-in-claim`
  /// fixtures), so metalens, which would otherwise call the credential
  /// valid with an assertion nobody signed for, reports it invalid.
  mutating func undeclaredAssertions(_ claim: CBORValue, in manifest: JUMBFBox) {
    guard let assertions = manifest.children.first(where: { $0.typeName == "c2as" || $0.label == "c2pa.assertions" })
    else { return }
    let listed = Set(
      ["assertions", "created_assertions", "gathered_assertions"].flatMap { claim[$0]?.array ?? [] }.compactMap {
        $0["url"]?.text?.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init)
      })
    for box in assertions.children where box.isSuperbox && !listed.contains(box.label ?? "") {
      add(
        "assertion.undeclared", .failure, url: manifestURL + "/c2pa.assertions/" + (box.label ?? ""),
        "the manifest stores an assertion its claim does not list; c2pa-rs refuses the file")
    }
  }
}
