import MetaLensCore

/// The `webp` object: RIFF chunks, kind, size, VP8X flags, frames, C2PA presence.
extension WebPStructure: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("chunks", .array(chunks.map(\.json))),
      ("kind", kind.map { .string($0.rawValue) }),
      ("width", width.map(JSONValue.int)), ("height", height.map(JSONValue.int)),
      (
        "flags",
        .members([
          ("icc", .bool(hasICC)), ("alpha", .bool(hasAlpha)), ("exif", .bool(hasEXIF)),
          ("xmp", .bool(hasXMP)), ("animation", .bool(isAnimated)),
        ])
      ),
      ("frameCount", frameCount.map(JSONValue.int)),
      ("riffSize", riffSize.map(JSONValue.int)),
      ("c2pa", c2pa.map(\.json)),
    ])
  }
}
