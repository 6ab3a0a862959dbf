import MetaLensCore

/// The `report.pictureChange` object: whether the picture was changed, with
/// the evidence, or what "no sign" cannot tell.
extension PictureChange: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("evidence", array: evidence)
      json.member("limit", limit?.rawValue)
      json.member("state", state.rawValue)
    }
  }
}
