/// One file's output as a worker renders it, for the printer.
enum RenderedRecord: Sendable {
  /// A streamed record, as UTF-8, written as soon as its turn comes.
  case bytes([UInt8])
  /// A document's section, kept until the document is written. It travels
  /// as `any Sendable` so that outcomes have one type whatever the format;
  /// only the format that made it reads it again.
  case section(any Sendable)
}
