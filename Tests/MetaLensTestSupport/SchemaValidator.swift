import Foundation

/// Checks JSON documents against `docs/json-schema.json` with the Python
/// `jsonschema` package (Debian's python3-jsonschema, which `make deps`
/// installs): a maintained validator rather than a hand-written one.
public enum SchemaValidator {
  public static let schema = CommandRunner.packageRoot.appendingPathComponent("docs/json-schema.json")

  private static let script = """
    import json, sys
    from jsonschema import Draft202012Validator
    validator = Draft202012Validator(json.load(open(sys.argv[1])))
    for path in sys.argv[2:]:
        for error in validator.iter_errors(json.load(open(path))):
            print(f"{path}: {error.json_path}: {error.message[:300]}")
    """

  /// The schema violations of each document, as lines; empty when all are valid.
  public static func violations(_ documents: [String]) throws -> [String] {
    let folder = try TemporaryFiles.folder()
    var paths: [String] = []
    for (index, document) in documents.enumerated() {
      let url = folder.appendingPathComponent("document-\(index).json")
      try Data(document.utf8).write(to: url)
      paths.append(url.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, schema.path] + paths
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    return process.terminationStatus == 0 ? lines : ["validator failed (\(process.terminationStatus)): "] + lines
  }
}
