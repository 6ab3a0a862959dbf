// swift-tools-version: 6.1
// libFuzzer targets for MetaLens, one per parser. A package of its own
// because its executables only link with `-sanitize=fuzzer`, which the main
// package's builds never pass.
// Build and run them with `make fuzz` (docs/SECURITY.md).
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which is whatever the
/// checkout was cloned as.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let targets = [
  "FuzzFile", "FuzzEXIF", "FuzzXMP", "FuzzPhotoshop", "FuzzICC", "FuzzC2PA", "FuzzImageData", "FuzzHeader",
  "FuzzCompare",
]

let package = Package(
  name: "metalens-fuzz",
  products: targets.map { .executable(name: $0, targets: [$0]) },
  dependencies: [.package(path: "..")],
  targets: [.target(name: "LibFuzzerDriver")]
    + targets.map { name in
      .executableTarget(
        name: name,
        dependencies: ["LibFuzzerDriver", .product(name: "MetaLensFuzzing", package: root.lastPathComponent)])
    }
)
