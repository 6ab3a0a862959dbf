import MetaLensCore

/// One document for a whole batch, written once at the end: a page whose
/// opening (a summary table, a comparison) needs every file before the
/// first file's part can follow. The workers make each file's `Section` as
/// it is read, in parallel; the printer keeps the sections in input order
/// and asks for the document when the batch is done. A new document is one
/// new type; the printer and the workers do not change. (Output printed a
/// record at a time is a `StreamingFormat`.)
public protocol DocumentFormat: Sendable {
  /// What one file gives the document, rendered as far as it can be before
  /// the file's place in the document is known.
  associatedtype Section: Sendable

  /// The section of a file read.
  func section(_ inspection: Inspection) -> Section
  /// The section of a file that could not be read: it keeps its place, and
  /// the document says why.
  func section(_ error: MetaLensError) -> Section
  /// The whole output, from every section in input order and the counts.
  func document(_ sections: [Section], tally: BatchTally) -> String
}
