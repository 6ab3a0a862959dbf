import MetaLensCore

/// Pretty-printed JSON documents: one object for one file, an array of
/// them (error documents included) for several.
public struct JSONFormat: StreamingFormat {
  /// Whether the documents go in an array.
  public let array: Bool
  /// The case details every document carries in `custody`.
  public let custody: CaseDetails

  public init(array: Bool, custody: CaseDetails = .none) {
    self.array = array
    self.custody = custody
  }

  public var prologue: String? { array ? "[\n" : nil }

  public func record(_ inspection: Inspection) -> String {
    JSONOutput.encode(InspectDocument(inspection, custody: custody))
  }

  public func encodedRecord(_ inspection: Inspection) -> [UInt8] {
    JSONOutput.bytes(InspectDocument(inspection, custody: custody))
  }

  public func errorRecord(_ error: MetaLensError, integrity: FileIntegrity?) -> String? {
    JSONOutput.encode(ErrorDocument(error, integrity: integrity))
  }

  public var separator: String { array ? ",\n" : "" }

  public var terminator: String { array ? "" : "\n" }

  public func epilogue(_ tally: BatchTally, records: Int) -> String? {
    array ? (records > 0 ? "\n]\n" : "]\n") : nil
  }
}
