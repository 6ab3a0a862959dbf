import MetaLensCore

/// The `custody` section: the case details given on the command line, each
/// key present only when given.
extension CaseDetails: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("case", caseID)
      json.member("examiner", examiner)
      json.member("note", note)
    }
  }
}
