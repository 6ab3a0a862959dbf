import MetaLensCore

/// The `photoshop` object: the image resource blocks found in APP13.
struct PhotoshopDTO: JSONValueRepresentable {
  let resources: [PhotoshopResource]

  var json: JSONValue {
    .members([
      (
        "resources",
        .array(
          resources.map {
            .members([("id", .int($0.id)), ("name", .string($0.name)), ("length", .int($0.length))])
          })
      )
    ])
  }
}
