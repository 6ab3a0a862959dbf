import Foundation
import MetaLensTestSupport

// Writes the sample files of Fixtures/ (`make fixtures`). The folder is the
// first argument; it defaults to ./Fixtures.
let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Fixtures", isDirectory: true)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
for (name, fixture) in SampleFixtures.all {
  let bytes = try fixture.bytes()
  try Data(bytes).write(to: folder.appendingPathComponent(name))
  print("\(name): \(bytes.count) bytes")
}
