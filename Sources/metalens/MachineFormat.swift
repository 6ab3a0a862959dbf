import ArgumentParser
import MetaLensCore
import MetaLensUI

/// The outputs of `inspect` other than the terminal's, one flag each;
/// ArgumentParser refuses two of them together.
enum MachineFormat: String, EnumerableFlag {
  case json
  case ndjson
  case csv
  case html

  static func help(for value: MachineFormat) -> ArgumentHelp? {
    switch value {
    case .json: "Print versioned JSON: an object for one file path, an array for a folder or several paths."
    case .ndjson: "Print one JSON object per line, streamed, with an error object for each failure."
    case .csv: "Print one CSV row per file after a header (see CSV COLUMNS)."
    case .html:
      "Print one self-contained HTML page to hand over: SHA-256, pictures, every flag and tag (to a file: -o FILE)."
    }
  }

  /// `--json-lines` is another name for `--ndjson`, the name some tools use.
  static func name(for value: MachineFormat) -> NameSpecification {
    value == .ndjson ? [.customLong("ndjson"), .customLong("json-lines")] : .long
  }

  /// The format that prints it, streamed or a document; `single` is a lone
  /// file named on the command line.
  func output(
    single: Bool, html: HTMLContext, csvColumns: [String]? = nil, custody: CaseDetails = .none
  ) -> InspectOutput {
    switch self {
    case .json: .stream(JSONFormat(array: !single, custody: custody))
    case .ndjson: .stream(NDJSONFormat(custody: custody))
    case .csv: .stream(CSVFormat(fields: csvColumns ?? CSVFormat.columns))
    case .html: .document(HTMLFormat(context: html, single: single))
    }
  }
}
