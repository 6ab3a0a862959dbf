import ArgumentParser

/// `compare`'s outputs other than the text, one flag each; ArgumentParser
/// refuses the two together, as `inspect` refuses two of its formats
/// (`MachineFormat`).
enum CompareFormat: String, EnumerableFlag {
  case json
  case html

  static func help(for value: CompareFormat) -> ArgumentHelp? {
    switch value {
    case .json: "Print the comparison as JSON."
    case .html:
      ArgumentHelp(
        "Print one self-contained HTML page to hand over: both pictures aligned, the regions drawn, a difference "
          + "map, and each file's report (to a file: -o FILE).")
    }
  }
}
