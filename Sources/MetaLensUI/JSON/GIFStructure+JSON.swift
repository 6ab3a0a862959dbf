import MetaLensCore

/// The `gif` object: version, screen size, frames, blocks, C2PA presence.
extension GIFStructure: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("version", .string(version)), ("width", .int(width)), ("height", .int(height)),
      ("frameCount", .int(frameCount)),
      ("blocks", .array(blocks.map(\.json))),
      ("c2pa", c2pa.map(\.json)),
      ("complete", .bool(hasTrailer)),
    ])
  }
}
