import MetaLensCore

/// The `summary` object: the facts of the summary card, typed, with the text
/// the card shows beside the numbers where a format is involved.
struct SummaryDTO: Encodable {
  struct Exposure: Encodable {
    let exposureTime: Double?
    let fNumber: Double?
    let iso: Int64?
    let focalLength: Double?
    let focalLengthIn35mm: Int64?
    let text: String
  }

  struct Captured: Encodable {
    let value: String
    let subSeconds: String?
    let offset: String?
    let text: String
  }

  struct Dimensions: Encodable {
    let width: Int64
    let height: Int64
    let megapixels: Double
  }

  struct Location: Encodable {
    let latitude: Double
    let longitude: Double
    let altitude: Double?
    let mapURL: String
  }

  let camera: String?
  let make: String?
  let model: String?
  let lens: String?
  let exposure: Exposure?
  let captured: Captured?
  let dimensions: Dimensions?
  let location: Location?
  let software: String?

  init(_ summary: PhotoSummary) {
    camera = summary.camera
    make = summary.make
    model = summary.model
    lens = summary.lens
    exposure = SummaryText.exposure(summary).map {
      Exposure(
        exposureTime: summary.exposureTime, fNumber: summary.fNumber, iso: summary.iso, focalLength: summary.focalLength,
        focalLengthIn35mm: summary.focalLengthIn35mm, text: $0)
    }
    captured = summary.captured.map {
      Captured(value: $0.value, subSeconds: $0.subSeconds, offset: $0.offset, text: SummaryText.captured($0))
    }
    if let width = summary.width, let height = summary.height, let megapixels = summary.megapixels {
      dimensions = Dimensions(
        width: width, height: height, megapixels: Double(SummaryText.number(megapixels, digits: 3, maxDecimals: 2)) ?? megapixels)
    } else {
      dimensions = nil
    }
    location = summary.position.map {
      Location(latitude: $0.latitude, longitude: $0.longitude, altitude: $0.altitude, mapURL: SummaryText.mapURL($0))
    }
    software = summary.software
  }
}
