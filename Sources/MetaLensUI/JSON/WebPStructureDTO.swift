import MetaLensCore

/// The `webp` object: RIFF chunks, kind, size, VP8X flags, frames, C2PA presence.
struct WebPStructureDTO: JSONRepresentable {
  let webp: WebPStructure

  var json: JSONValue {
    .members([
      ("chunks", .array(webp.chunks.map(ContainerChunkDTO.chunk))),
      ("kind", webp.kind.map { .string($0.rawValue) }),
      ("width", webp.width.map(JSONValue.int)), ("height", webp.height.map(JSONValue.int)),
      (
        "flags",
        .members([
          ("icc", .bool(webp.hasICC)), ("alpha", .bool(webp.hasAlpha)), ("exif", .bool(webp.hasEXIF)),
          ("xmp", .bool(webp.hasXMP)), ("animation", .bool(webp.isAnimated)),
        ])
      ),
      ("frameCount", webp.frameCount.map(JSONValue.int)),
      ("riffSize", webp.riffSize.map(JSONValue.int)),
      ("c2pa", webp.c2pa.map(ContainerChunkDTO.c2pa)),
    ])
  }
}
