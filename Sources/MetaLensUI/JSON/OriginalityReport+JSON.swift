import MetaLensCore

/// The `report` object: score, verdict and flags with their evidence.
extension OriginalityReport: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("fileOrigin", fileOrigin)
      json.member("flags", array: flags)
      json.member("pictureChange", pictureChange)
      if !regions.isEmpty { json.member("regions", array: regions) }
      json.member("score", score)
      json.member("verdict", verdict.rawValue)
    }
  }
}

extension OriginalityFlag: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("category", category.rawValue)
      json.member("detail", detail)
      json.member("evidence", array: evidence)
      json.member("id", id)
      json.member("kind", kind.rawValue)
      json.member("points", points)
      json.member("severity", severity.rawValue)
      json.member("title", title)
    }
  }
}

/// One place a flag points at, in fractions of the upright picture.
extension PictureRegion: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("height", height)
      json.member("rule", rule)
      json.member("strength", strength)
      json.member("width", width)
      json.member("x", x)
      json.member("y", y)
    }
  }
}

/// One piece of evidence: which tag, from which source, with which value.
extension Evidence: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("source", source)
      json.member("tag", tag)
      json.member("value", value)
    }
  }
}
