import MetaLensCore

/// A chunk or block in the `png`, `webp` and `gif` objects.
extension ContainerChunk: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("type", .string(type)), ("offset", .int(offset)), ("length", .int(length)),
      ("count", count > 1 ? .int(count) : nil),
    ])
  }
}

/// A C2PA manifest store's place, in every format's object.
extension C2PAPresence: JSONValueRepresentable {
  public var json: JSONValue {
    .members([("offset", .int(offset)), ("length", .int(length))])
  }
}
