import Foundation
import MetaLensTestSupport

// Writes the sample files of Fixtures/ (`make fixtures`). The folder is the
// first argument; it defaults to ./Fixtures. With `--signed FOLDER`, writes
// the signed C2PA fixture set instead, each file with `<name>.anchors.pem`
// beside it, and `<name>.trust-list-N.json` when it is read with trust
// lists (for `make c2pa-crosscheck`).
let arguments = Array(CommandLine.arguments.dropFirst())
let signed = arguments.first == "--signed"
let folder = URL(
  fileURLWithPath: (signed ? arguments.dropFirst().first : arguments.first) ?? "Fixtures", isDirectory: true)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
if signed {
  for file in try SignedFixtureSet.files() {
    try Data(file.bytes).write(to: folder.appendingPathComponent(file.name))
    try Data(file.anchorsPEM.utf8).write(to: folder.appendingPathComponent(file.name + ".anchors.pem"))
    for (index, list) in file.trustLists.enumerated() {
      try Data(list.utf8).write(to: folder.appendingPathComponent(file.name + ".trust-list-\(index + 1).json"))
    }
    print("\(file.name): \(file.bytes.count) bytes")
  }
} else {
  for (name, fixture) in SampleFixtures.all {
    let bytes = try fixture.bytes()
    try Data(bytes).write(to: folder.appendingPathComponent(name))
    print("\(name): \(bytes.count) bytes")
  }
}
