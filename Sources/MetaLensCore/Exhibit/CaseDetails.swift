/// What the examiner says about the examination, which is not in the file:
/// the case it belongs to, who examined, and a note (`--case`, `--examiner`,
/// `--note`). The page shows it in its header and on every printed page's
/// footer, the JSON in its `custody` section, so an exhibit cannot be
/// separated from its case.
public struct CaseDetails: Sendable, Hashable {
  /// The case or matter number, as the examiner writes it.
  public let caseID: String?
  public let examiner: String?
  public let note: String?

  /// Empty values are left out: `--case ""` says nothing.
  public init(caseID: String? = nil, examiner: String? = nil, note: String? = nil) {
    self.caseID = caseID.flatMap { $0.isEmpty ? nil : $0 }
    self.examiner = examiner.flatMap { $0.isEmpty ? nil : $0 }
    self.note = note.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// No case details were given.
  public static let none = CaseDetails()

  public var isEmpty: Bool { caseID == nil && examiner == nil && note == nil }
}
