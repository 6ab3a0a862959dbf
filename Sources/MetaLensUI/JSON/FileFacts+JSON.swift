import MetaLensCore

/// The `file` object: where the file is, how big, and what it is.
extension FileFacts: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("format", format.rawValue)
      json.member("mimeType", format.mimeType)
      json.member("name", name)
      json.member("path", path)
      json.member("size", size)
    }
  }
}
