import MetaLensCore

/// The `file` object: where the file is, how big, and what it is.
struct FileDTO: JSONRepresentable {
  let file: FileFacts

  var json: JSONValue {
    .members([
      ("path", .string(file.path)), ("name", .string(file.name)), ("size", .int(file.size)),
      ("format", .string(file.format.rawValue)), ("mimeType", .string(file.format.mimeType)),
    ])
  }
}
