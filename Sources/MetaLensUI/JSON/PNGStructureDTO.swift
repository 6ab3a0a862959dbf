import MetaLensCore

/// The `png` object: chunks, IHDR's fields, APNG counts, C2PA presence.
struct PNGStructureDTO: JSONRepresentable {
  let png: PNGStructure

  var json: JSONValue {
    .members([
      ("chunks", .array(png.chunks.map(ContainerChunkDTO.chunk))),
      ("width", png.width.map(JSONValue.int)), ("height", png.height.map(JSONValue.int)),
      ("bitDepth", png.bitDepth.map(JSONValue.int)), ("colorType", png.colorType.map(JSONValue.int)),
      ("interlaced", png.interlaced.map(JSONValue.bool)),
      ("animationFrames", png.animationFrames.map(JSONValue.int)),
      ("animationPlays", png.animationPlays.map(JSONValue.int)),
      ("c2pa", png.c2pa.map(ContainerChunkDTO.c2pa)),
      ("complete", .bool(png.hasEnd)),
    ])
  }
}
