extension C2PAValidator.Run {
  /// c2pa-rs 0.91 decodes every soft-binding assertion of the claim
  /// (`Claim::verify_soft_binding_alg` in `sdk/src/claim.rs`, into its
  /// `SoftBinding` type, `sdk/src/assertions/soft_binding.rs`) and fails one
  /// it cannot decode with `claim.malformed`. What the decoding requires, as
  /// measured on the `soft-binding-*` fixtures: `blocks`, each with a
  /// `scope` map and a text `value`; a scope's timespan of two whole
  /// numbers, and a region of interest of ranges whose shapes name their
  /// type and a `pixel` or `percent` unit (C2PA 2.2's soft-binding assertion and the region of
  /// interest's CDDL). An algorithm missing or not on the C2PA list is no
  /// failure for c2pa-rs, nor here: the report names it. The binding itself
  /// (a watermark or a fingerprint) is never checked.
  mutating func softBindings(in manifest: JUMBFBox) {
    for (url, value) in assertions(labelled: "c2pa.soft-binding", in: manifest)
    where !(value.map(Self.decodes(softBinding:)) ?? false) {
      add("claim.malformed", .failure, url: url, "soft binding assertion could not be decoded")
    }
  }

  /// Whether c2pa-rs's `SoftBinding` type decodes `value`.
  static func decodes(softBinding value: CBORValue) -> Bool {
    guard case .map = value.untagged, let blocks = value["blocks"]?.array else { return false }
    for key in ["alg", "name", "alg_params"] where value[key] != nil && value[key]?.text == nil { return false }
    return blocks.allSatisfy { block in
      guard let scope = block["scope"], case .map = scope.untagged, block["value"]?.text != nil else { return false }
      if let timespan = scope["timespan"] {
        guard (timespan["start"]?.integer ?? -1) >= 0, (timespan["end"]?.integer ?? -1) >= 0 else { return false }
      }
      if let extent = scope["extent"], extent.text == nil { return false }
      return scope["region"].map(decodes(region:)) ?? true
    }
  }

  /// A region of interest: `region`, ranges of a known type whose shape, if
  /// any, has a known type, unit and origin.
  static func decodes(region value: CBORValue) -> Bool {
    guard let ranges = value["region"]?.array else { return false }
    return ranges.allSatisfy { range in
      guard ["spatial", "temporal", "frame", "textual", "identified"].contains(range["type"]?.text ?? "") else {
        return false
      }
      guard let shape = range["shape"] else { return true }
      return ["rectangle", "circle", "polygon"].contains(shape["type"]?.text ?? "")
        && ["pixel", "percent"].contains(shape["unit"]?.text ?? "") && shape["origin"]?["x"] != nil
        && shape["origin"]?["y"] != nil
    }
  }
}
