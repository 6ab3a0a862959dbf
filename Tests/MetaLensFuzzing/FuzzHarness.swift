/// The body of every libFuzzer entry point in Fuzz/: wrap the input for its
/// target, run every check, and crash on the first broken promise, which
/// libFuzzer then saves as a reproducer.
public enum FuzzHarness {
  public static func run(_ target: FuzzTarget, _ data: UnsafeBufferPointer<UInt8>) -> Int32 {
    let problems = target.problems(Array(data))
    if !problems.isEmpty { fatalError("metalens broke a promise: " + problems.joined(separator: "; ")) }
    return 0
  }
}
