import MetaLensCore

/// One compact JSON object per line (error documents included), each
/// printed as soon as it and those before it are done.
public struct NDJSONFormat: StreamingFormat {
  /// The case details every document carries in `custody`.
  public let custody: CaseDetails

  public init(custody: CaseDetails = .none) { self.custody = custody }

  public func record(_ inspection: Inspection) -> String {
    JSONOutput.encode(InspectDocument(inspection, custody: custody), pretty: false)
  }

  public func encodedRecord(_ inspection: Inspection) -> [UInt8] {
    JSONOutput.bytes(InspectDocument(inspection, custody: custody), pretty: false)
  }

  public func errorRecord(_ error: MetaLensError, integrity: FileIntegrity?) -> String? {
    JSONOutput.encode(ErrorDocument(error, integrity: integrity), pretty: false)
  }
}
