import MetaLensCore

/// The `summary` object: the facts of the summary card, typed, with the text
/// the card shows beside the numbers where a format is involved.
struct SummaryDTO: JSONRepresentable {
  let summary: PhotoSummary

  var json: JSONValue {
    .members([
      ("camera", summary.camera.map(JSONValue.string)), ("make", summary.make.map(JSONValue.string)),
      ("model", summary.model.map(JSONValue.string)), ("lens", summary.lens.map(JSONValue.string)),
      ("software", summary.software.map(JSONValue.string)), ("exposure", exposure), ("captured", captured),
      ("dimensions", dimensions), ("location", location),
    ])
  }

  private var exposure: JSONValue? {
    SummaryText.exposure(summary).map { text in
      .members([
        ("exposureTime", summary.exposureTime.map(JSONValue.double)), ("fNumber", summary.fNumber.map(JSONValue.double)),
        ("iso", summary.iso.map(JSONValue.int)), ("focalLength", summary.focalLength.map(JSONValue.double)),
        ("focalLengthIn35mm", summary.focalLengthIn35mm.map(JSONValue.int)), ("text", .string(text)),
      ])
    }
  }

  private var captured: JSONValue? {
    summary.captured.map { date in
      .members([
        ("value", .string(date.value)), ("subSeconds", date.subSeconds.map(JSONValue.string)),
        ("offset", date.offset.map(JSONValue.string)), ("text", .string(SummaryText.captured(date))),
      ])
    }
  }

  private var dimensions: JSONValue? {
    guard let width = summary.width, let height = summary.height, let megapixels = summary.megapixels else { return nil }
    let rounded = Double(SummaryText.number(megapixels, digits: 3, maxDecimals: 2)) ?? megapixels
    return .members([("width", .int(width)), ("height", .int(height)), ("megapixels", .double(rounded))])
  }

  private var location: JSONValue? {
    summary.position.map { position in
      .members([
        ("latitude", .double(position.latitude)), ("longitude", .double(position.longitude)),
        ("altitude", position.altitude.map(JSONValue.double)), ("mapURL", .string(SummaryText.mapURL(position))),
      ])
    }
  }
}
