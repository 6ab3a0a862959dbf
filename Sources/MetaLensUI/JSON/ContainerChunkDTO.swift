import MetaLensCore

/// A chunk or block in the `png`, `webp` and `gif` objects, and a C2PA
/// manifest store's place in every format's object.
enum ContainerChunkDTO {
  static func chunk(_ chunk: ContainerChunk) -> JSONValue {
    .members([
      ("type", .string(chunk.type)), ("offset", .int(chunk.offset)), ("length", .int(chunk.length)),
      ("count", chunk.count > 1 ? .int(chunk.count) : nil),
    ])
  }

  static func c2pa(_ presence: C2PAPresence) -> JSONValue {
    .members([("offset", .int(presence.offset)), ("length", .int(presence.length))])
  }
}
