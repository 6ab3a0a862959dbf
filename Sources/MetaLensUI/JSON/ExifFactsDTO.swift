import MetaLensCore

/// The `exif` object: byte order, thumbnail and MakerNote facts, and the
/// values EXIF spreads over several tags, put together: dates with their
/// sub-seconds and offsets, and the GPS position in signed decimal degrees.
struct ExifFactsDTO: JSONRepresentable {
  let facts: ExifFacts
  let metadata: PhotoMetadata

  var json: JSONValue {
    .members([
      ("byteOrder", .string(facts.byteOrder)),
      (
        "thumbnail",
        facts.thumbnail.map {
          .members([
            ("offset", .int($0.offset)), ("length", .int($0.length)), ("width", $0.width.map(JSONValue.int)),
            ("height", $0.height.map(JSONValue.int)),
          ])
        }
      ),
      (
        "makerNote",
        facts.makerNote.map { .members([("length", .int($0.length)), ("maker", $0.maker.map(JSONValue.string))]) }
      ),
      ("dateTimeOriginal", metadata.dateTimeOriginal.map { .string($0.combined) }),
      ("createDate", metadata.createDate.map { .string($0.combined) }),
      ("modifyDate", metadata.modifyDate.map { .string($0.combined) }),
      (
        "position",
        metadata.gpsPosition.map {
          .members([
            ("latitude", .double($0.latitude)), ("longitude", .double($0.longitude)),
            ("altitude", $0.altitude.map(JSONValue.double)),
          ])
        }
      ),
    ])
  }
}
