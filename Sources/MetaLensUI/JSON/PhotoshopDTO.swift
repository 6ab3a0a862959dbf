import MetaLensCore

/// The `photoshop` object: the image resource blocks found in APP13.
struct PhotoshopDTO: Encodable {
  struct Resource: Encodable {
    let id: Int
    let name: String
    let length: Int
  }

  let resources: [Resource]

  init(resources: [PhotoshopResource]) {
    self.resources = resources.map { Resource(id: Int($0.id), name: $0.name, length: $0.length) }
  }
}
