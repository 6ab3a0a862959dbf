import MetaLensCore

/// The `file` object of an inspection: the facts every record has, and with
/// `--hash` the file's `mtime` and `sha256`, which make the record resumable
/// (`--resume` matches path, size and mtime).
struct FileDocument: JSONRepresentable {
  let facts: FileFacts
  let integrity: FileIntegrity?

  func write(to json: inout JSONWriter) {
    guard let integrity else { return facts.write(to: &json) }
    json.object { json in
      json.member("format", facts.format.rawValue)
      json.member("mimeType", facts.format.mimeType)
      json.member("mtime", integrity.modifiedText)
      json.member("name", facts.name)
      json.member("path", facts.path)
      json.member("sha256", integrity.sha256)
      json.member("size", integrity.size)
    }
  }
}
