#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer's driver, entered from an ordinary `main` so SwiftPM's
/// executable targets need no special linking. The symbol exists only in
/// binaries built with `-sanitize=fuzzer`, hence a package of its own.
public enum LibFuzzer {
  public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

  /// Runs libFuzzer with `arguments` (its usual command line) and exits
  /// with its status.
  public static func run(_ arguments: [String], _ test: TestOneInput) -> Never {
    var argc = Int32(arguments.count)
    var cStrings = arguments.map { strdup($0) } + [nil]
    let status = cStrings.withUnsafeMutableBufferPointer { buffer in
      var argv = buffer.baseAddress
      return LLVMFuzzerRunDriver(&argc, &argv, test)
    }
    exit(status)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// libFuzzer's own C name.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: LibFuzzer.TestOneInput
) -> Int32
