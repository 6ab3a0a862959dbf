/// IPTC Digital Source Type terms (http://cv.iptc.org/newscodes/digitalsourcetype/).
public enum DigitalSourceType: String, Sendable, CaseIterable {
  case trainedAlgorithmicMedia
  case compositeWithTrainedAlgorithmicMedia
  case compositeSynthetic
  case algorithmicMedia
  case algorithmicallyEnhanced
  case computationalCapture
  case digitalCapture
  case negativeFilm
  case positiveFilm
  case print
  case screenCapture
  case humanEdits
  case digitalCreation
  case dataDrivenMedia
  case virtualRecording
  case composite
  case compositeCapture
  case minorHumanEdits
  case softwareImage
  case digitalArt

  /// The term at the end of a value (a full IPTC URI or the bare term).
  public init?(value: String) {
    let term = value.trimmed.split(separator: "/").last.map(String.init) ?? ""
    self.init(rawValue: term)
  }

  /// The file's XMP DigitalSourceType when it is one of `terms`.
  static func find(in context: ScoringContext, matching terms: Set<DigitalSourceType>) -> Evidence? {
    guard let evidence = context.evidence("XMP-iptcExt", "DigitalSourceType"),
      let term = DigitalSourceType(value: evidence.value), terms.contains(term)
    else { return nil }
    return evidence
  }
}
