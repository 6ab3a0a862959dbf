import MetaLensCore

/// The `summary` object: the facts of the summary card, typed, with the text
/// the card shows beside the numbers where a format is involved. Keys in
/// sorted order (`JSONWriter` checks it in debug builds).
extension PhotoSummary: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("camera", camera)
      if let captured {
        json.member("captured") { json in
          json.member("offset", captured.offset)
          json.member("subSeconds", captured.subSeconds)
          json.member("text", SummaryText.captured(captured))
          json.member("value", captured.value)
        }
      }
      if let width, let height, let megapixels {
        json.member("dimensions") { json in
          json.member("height", height)
          json.member("megapixels", Double(SummaryText.number(megapixels, digits: 3, maxDecimals: 2)) ?? megapixels)
          json.member("width", width)
        }
      }
      if let text = SummaryText.exposure(self) {
        json.member("exposure") { json in
          json.member("exposureTime", exposureTime)
          json.member("fNumber", fNumber)
          json.member("focalLength", focalLength)
          json.member("focalLengthIn35mm", focalLengthIn35mm)
          json.member("iso", iso)
          json.member("text", text)
        }
      }
      json.member("lens", lens)
      if let position {
        json.member("location") { json in
          json.member("altitude", position.altitude)
          json.member("latitude", position.latitude)
          json.member("longitude", position.longitude)
          json.member("mapURL", SummaryText.mapURL(position))
        }
      }
      json.member("make", make)
      json.member("model", model)
      json.member("software", software)
    }
  }
}
