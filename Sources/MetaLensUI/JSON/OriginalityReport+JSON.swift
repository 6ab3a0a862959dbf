import MetaLensCore

/// The `report` object: score, verdict and flags with their evidence.
extension OriginalityReport: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("fileOrigin", fileOrigin)
      json.member("flags", array: flags)
      json.member("pictureChange", pictureChange)
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
