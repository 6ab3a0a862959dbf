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
    case .json: "Print the report as versioned JSON (an array for several files)."
    case .ndjson: "Print one JSON object per line, streamed, with an error object for each failure."
    case .csv: "Print one CSV row per file after a header (columns listed below)."
    case .html:
      "Print one self-contained HTML page to hand over: SHA-256, pictures, every flag and tag (redirect it to a file)."
    }
  }

  /// The format that prints it; `single` is a lone file named on the
  /// command line.
  func output(single: Bool, html: HTMLContext) -> any OutputFormat {
    switch self {
    case .json: JSONFormat(array: !single)
    case .ndjson: NDJSONFormat()
    case .csv: CSVFormat()
    case .html: HTMLFormat(context: html, single: single)
    }
  }
}
