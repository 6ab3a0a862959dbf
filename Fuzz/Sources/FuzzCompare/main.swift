import LibFuzzerDriver
import MetaLensFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzHarness.run(.compare, UnsafeBufferPointer(start: data, count: size))
}

LibFuzzer.run(CommandLine.arguments, testOneInput)
