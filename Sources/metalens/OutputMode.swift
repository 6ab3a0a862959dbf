/// What `inspect` prints to stdout.
enum OutputMode: Sendable {
  /// The full text report, for each file.
  case report
  /// One table line per file, then a summary by verdict.
  case table
  /// Pretty-printed JSON: an object for one file, an array for several.
  case json
  /// One compact JSON object per line, streamed.
  case ndjson
  /// One CSV row per file after a header.
  case csv
}
