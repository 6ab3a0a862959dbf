import MetaLensCore

/// One compact JSON object per line (error documents included), each
/// printed as soon as it and those before it are done.
public struct NDJSONFormat: StreamingFormat {
  public init() {}

  public func record(_ inspection: Inspection) -> String {
    JSONOutput.encode(InspectDocument(inspection), pretty: false)
  }

  public func encodedRecord(_ inspection: Inspection) -> [UInt8] {
    JSONOutput.bytes(InspectDocument(inspection), pretty: false)
  }

  public func errorRecord(_ error: MetaLensError) -> String? { JSONOutput.encode(ErrorDocument(error), pretty: false) }
}
