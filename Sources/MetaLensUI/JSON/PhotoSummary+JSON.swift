import MetaLensCore

/// The `summary` object: the facts of the summary card, typed, with the text
/// the card shows beside the numbers where a format is involved.
extension PhotoSummary: JSONRepresentable {
  public var json: JSONValue {
    .members([
      ("camera", camera.map(JSONValue.string)), ("make", make.map(JSONValue.string)),
      ("model", model.map(JSONValue.string)), ("lens", lens.map(JSONValue.string)),
      ("software", software.map(JSONValue.string)), ("exposure", exposureJSON), ("captured", capturedJSON),
      ("dimensions", dimensionsJSON), ("location", locationJSON),
    ])
  }

  private var exposureJSON: JSONValue? {
    SummaryText.exposure(self).map { text in
      .members([
        ("exposureTime", exposureTime.map(JSONValue.double)), ("fNumber", fNumber.map(JSONValue.double)),
        ("iso", iso.map(JSONValue.int)), ("focalLength", focalLength.map(JSONValue.double)),
        ("focalLengthIn35mm", focalLengthIn35mm.map(JSONValue.int)), ("text", .string(text)),
      ])
    }
  }

  private var capturedJSON: JSONValue? {
    captured.map { date in
      .members([
        ("value", .string(date.value)), ("subSeconds", date.subSeconds.map(JSONValue.string)),
        ("offset", date.offset.map(JSONValue.string)), ("text", .string(SummaryText.captured(date))),
      ])
    }
  }

  private var dimensionsJSON: JSONValue? {
    guard let width, let height, let megapixels else { return nil }
    let rounded = Double(SummaryText.number(megapixels, digits: 3, maxDecimals: 2)) ?? megapixels
    return .members([("width", .int(width)), ("height", .int(height)), ("megapixels", .double(rounded))])
  }

  private var locationJSON: JSONValue? {
    position.map { position in
      .members([
        ("latitude", .double(position.latitude)), ("longitude", .double(position.longitude)),
        ("altitude", position.altitude.map(JSONValue.double)), ("mapURL", .string(SummaryText.mapURL(position))),
      ])
    }
  }
}
