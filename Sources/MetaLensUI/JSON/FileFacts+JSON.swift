import MetaLensCore

/// The `file` object: where the file is, how big, and what it is.
extension FileFacts: JSONRepresentable {
  public var json: JSONValue {
    .members([
      ("path", .string(path)), ("name", .string(name)), ("size", .int(size)),
      ("format", .string(format.rawValue)), ("mimeType", .string(format.mimeType)),
    ])
  }
}
