import MetaLensCore

/// The `gif` object: version, screen size, frames, blocks, C2PA presence.
struct GIFStructureDTO: JSONRepresentable {
  let gif: GIFStructure

  var json: JSONValue {
    .members([
      ("version", .string(gif.version)), ("width", .int(gif.width)), ("height", .int(gif.height)),
      ("frameCount", .int(gif.frameCount)),
      ("blocks", .array(gif.blocks.map(ContainerChunkDTO.chunk))),
      ("c2pa", gif.c2pa.map(ContainerChunkDTO.c2pa)),
      ("complete", .bool(gif.hasTrailer)),
    ])
  }
}
