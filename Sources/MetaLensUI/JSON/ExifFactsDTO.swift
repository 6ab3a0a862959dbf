import MetaLensCore

/// The `exif` object: byte order, thumbnail and MakerNote facts, and the
/// values EXIF spreads over several tags, put together: dates with their
/// sub-seconds and offsets, and the GPS position in signed decimal degrees.
/// Keys in sorted order.
struct ExifFactsDTO: JSONRepresentable {
  let facts: ExifFacts
  let metadata: PhotoMetadata

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("byteOrder", facts.byteOrder)
      json.member("createDate", metadata.createDate?.combined)
      json.member("dateTimeOriginal", metadata.dateTimeOriginal?.combined)
      if let makerNote = facts.makerNote {
        json.member("makerNote") { json in
          // Sorted keys: "hasPreview" before "length"; written only when true.
          if makerNote.hasPreview { json.member("hasPreview", true) }
          json.member("length", makerNote.length)
          json.member("maker", makerNote.maker)
        }
      }
      json.member("modifyDate", metadata.modifyDate?.combined)
      if let position = metadata.gpsPosition {
        json.member("position") { json in
          json.member("altitude", position.altitude)
          json.member("latitude", position.latitude)
          json.member("longitude", position.longitude)
        }
      }
      if let thumbnail = facts.thumbnail {
        json.member("thumbnail") { json in
          json.member("height", thumbnail.height)
          json.member("length", thumbnail.length)
          json.member("offset", thumbnail.offset)
          json.member("width", thumbnail.width)
        }
      }
    }
  }
}
