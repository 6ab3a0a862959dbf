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
    let term = value.trimmed.lastComponent(separatedBy: UInt8(ascii: "/")).map(String.init) ?? ""
    self.init(rawValue: term)
  }

  /// The file's declared source type when it is one of `terms`: the XMP
  /// DigitalSourceType, or one in the actions of the active C2PA manifest.
  static func find(in context: ScoringContext, matching terms: Set<DigitalSourceType>) -> Evidence? {
    context.sourceTypes.first { DigitalSourceType(value: $0.value).map(terms.contains) == true }
  }

  /// Every declared source type, XMP first (`ScoringContext.sourceTypes`).
  static func declarations(in context: ScoringContext) -> [Evidence] {
    let xmp = context.evidence("XMP-iptcExt", "DigitalSourceType").map { [$0] } ?? []
    let actions = context.metadata.c2pa?.activeManifest?.actions ?? []
    return xmp + actions.compactMap(evidence(of:))
  }

  /// The source type a C2PA action declares, as evidence.
  static func evidence(of action: C2PAAction) -> Evidence? {
    action.digitalSourceType.map { Evidence(source: "C2PA", tag: "\(action.action) digitalSourceType", value: $0) }
  }
}
