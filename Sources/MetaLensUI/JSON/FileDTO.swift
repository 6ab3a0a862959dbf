import MetaLensCore

/// The `file` object: where the file is, how big, and what it is.
struct FileDTO: Encodable {
  let path: String
  let name: String
  let size: Int64
  let format: String
  let mimeType: String

  init(_ file: FileFacts) {
    path = file.path
    name = file.name
    size = file.size
    format = file.format.rawValue
    mimeType = file.format.mimeType
  }
}
