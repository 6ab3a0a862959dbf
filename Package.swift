// swift-tools-version: 6.1
import PackageDescription

/// `make test` and `make test-asan` build the release configuration, so that
/// the tests run the code as it ships (463 s against a debug build's 1,524 s),
/// but the test targets themselves are compiled without optimisation: they
/// only call the code under test, and optimised they took 5.1 minutes of the
/// build, unoptimised 3.2 (measured 2026-11-29, two cores). The last `-O`
/// flag on swiftc's command line wins.
let testsUnoptimized: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
  name: "metalens",
  products: [
    .executable(name: "metalens", targets: ["metalens"]),
    .library(name: "MetaLensCore", targets: ["MetaLensCore"]),
    // For the libFuzzer targets in Fuzz/, a package of its own (see docs/SECURITY.md).
    .library(name: "MetaLensFuzzing", targets: ["MetaLensFuzzing"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-asn1", from: "1.7.0"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
    .systemLibrary(
      name: "CXMP", pkgConfig: "exempi-2.0", providers: [.apt(["libexempi-dev"])]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // libheif decodes HEIC/HEIF/AVIF pictures for `metalens compare` only
    // (Comparison/HEIFPictureDecoder, the one file that calls it, issue 30:
    // an iPhone original against the JPEG a messenger made of it); `inspect`
    // never calls it, since opening a file reads all its coded image data
    // (metadata comes from metalens's own box walker, HEIFMetadataReader).
    // MetaLensCore loads it on first use (CHeifLoader: dlopen), not at start:
    // linked, it and its codecs' initialisers took 4.0 ms of the 8.1 ms of
    // CPU every metalens process spent starting. The tests link it (CHeif)
    // to check the HEIF fixtures and that walker.
    .systemLibrary(
      name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
    .target(name: "CHeifLoader"),
    // libpng decodes PNG pictures for `metalens compare` only (issue 30);
    // every call is in CPNGShim, which catches libpng's longjmp errors.
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .target(name: "CPNGShim", dependencies: ["CPNG"]),
    // libwebp decodes WebP pictures for `metalens compare` only (issue 30),
    // through CWebPShim.
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
    .target(name: "CWebPShim", dependencies: ["CWebP"]),
    .target(name: "CXMPShim"),
    .target(name: "CLibcShim"),
    .target(
      name: "CJPEGShim",
      linkerSettings: [.linkedLibrary("jpeg")]),
    .target(
      name: "MetaLensCore",
      dependencies: [
        "CExif", "CXMP", "CXMPShim", "CJPEGShim", "CPNGShim", "CWebPShim", "CLibcShim", "CZlib", "CHeifLoader",
        .product(name: "SwiftASN1", package: "swift-asn1"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]),
    .target(
      name: "MetaLensUI",
      dependencies: ["MetaLensCore"]),
    .executableTarget(
      name: "metalens",
      dependencies: [
        "MetaLensCore", "MetaLensUI", "CLibcShim",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: ["GitCommit"]),
    // The commit metalens was built from, for --version and the HTML page.
    .plugin(name: "GitCommit", capability: .buildTool()),
    .executableTarget(
      name: "metalens-fixtures",
      dependencies: ["MetaLensTestSupport"],
      path: "Tests/metalens-fixtures"),
    // The fixture factory's libjpeg encoder and full decoder, kept out of
    // the shipped CJPEGShim.
    .target(
      name: "CJPEGTestEncoder",
      path: "Tests/CJPEGTestEncoder",
      linkerSettings: [.linkedLibrary("jpeg")]),
    .target(
      name: "MetaLensTestSupport",
      dependencies: [
        "MetaLensCore", "CExif", "CJPEGShim", "CJPEGTestEncoder", "CZlib", "CHeif", "CWebP",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "SwiftASN1", package: "swift-asn1"),
      ],
      path: "Tests/MetaLensTestSupport"),
    .target(
      name: "MetaLensFuzzing",
      dependencies: ["MetaLensCore", "MetaLensUI", "MetaLensTestSupport"],
      path: "Tests/MetaLensFuzzing"),
    .testTarget(
      name: "MetaLensCoreTests",
      dependencies: ["MetaLensCore", "MetaLensTestSupport"],
      swiftSettings: testsUnoptimized),
    .testTarget(
      name: "MetaLensUITests",
      dependencies: ["MetaLensUI", "MetaLensTestSupport", "MetaLensFuzzing"],
      exclude: ["Goldens", "FuzzRegressions"],
      swiftSettings: testsUnoptimized),
    .testTarget(
      name: "metalensTests",
      dependencies: ["metalens", "MetaLensTestSupport"],
      swiftSettings: testsUnoptimized),
  ]
)
