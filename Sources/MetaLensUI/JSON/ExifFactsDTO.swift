import MetaLensCore

/// The `exif` object: byte order, thumbnail and MakerNote facts, and the
/// values EXIF spreads over several tags, put together: dates with their
/// sub-seconds and offsets, and the GPS position in signed decimal degrees.
struct ExifFactsDTO: Encodable {
  struct Position: Encodable {
    let latitude: Double
    let longitude: Double
    let altitude: Double?
  }

  struct Thumbnail: Encodable {
    let offset: Int
    let length: Int
    let width: Int?
    let height: Int?
  }

  struct MakerNote: Encodable {
    let length: Int
    let maker: String?
  }

  let byteOrder: String
  let thumbnail: Thumbnail?
  let makerNote: MakerNote?
  let dateTimeOriginal: String?
  let createDate: String?
  let modifyDate: String?
  let position: Position?

  init(_ facts: ExifFacts, metadata: PhotoMetadata) {
    byteOrder = facts.byteOrder
    thumbnail = facts.thumbnail.map { Thumbnail(offset: $0.offset, length: $0.length, width: $0.width, height: $0.height) }
    makerNote = facts.makerNote.map { MakerNote(length: $0.length, maker: $0.maker) }
    dateTimeOriginal = metadata.dateTimeOriginal?.combined
    createDate = metadata.createDate?.combined
    modifyDate = metadata.modifyDate?.combined
    position = metadata.gpsPosition.map { Position(latitude: $0.latitude, longitude: $0.longitude, altitude: $0.altitude) }
  }
}
