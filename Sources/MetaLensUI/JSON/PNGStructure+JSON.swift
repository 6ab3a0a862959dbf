import MetaLensCore

/// The `png` object: chunks, IHDR's fields, APNG counts, C2PA presence.
extension PNGStructure: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("chunks", .array(chunks.map(\.json))),
      ("width", width.map(JSONValue.int)), ("height", height.map(JSONValue.int)),
      ("bitDepth", bitDepth.map(JSONValue.int)), ("colorType", colorType.map(JSONValue.int)),
      ("interlaced", interlaced.map(JSONValue.bool)),
      ("animationFrames", animationFrames.map(JSONValue.int)),
      ("animationPlays", animationPlays.map(JSONValue.int)),
      ("c2pa", c2pa.map(\.json)),
      ("complete", .bool(hasEnd)),
    ])
  }
}
