import Dispatch

/// Shares one allowance of memory among the jobs of a batch for the
/// coefficients libjpeg holds whole while it reads a progressive JPEG
/// (every component's blocks at two bytes a coefficient: 33 MiB for a
/// 5.5-megapixel 4:4:4 photo). Without it, two jobs reading two such files
/// at once held both, and a batch's peak memory was set by the chance of
/// that meeting rather than by the largest file.
///
/// A file asks for its need before it is decoded and gives it back after;
/// it waits while others hold too much. A need larger than the whole
/// allowance takes all of it, so that file is read alone (its own ceiling is
/// `ReadLimits.maxDecoderMemory`). Single-scan files stream one row
/// of blocks at a time and need no share.
final class CoefficientMemoryBudget: Sendable {
  /// The allowance shared by all jobs of one process.
  static let shared = CoefficientMemoryBudget(bytes: 32 << 20)

  /// The allowance in units of one `unit`.
  let units: Int
  static let unit = 1 << 20
  /// One permit for each unit free.
  private let permits: DispatchSemaphore
  /// Held while a job collects its permits one by one, so that two jobs
  /// never each hold part of what they need and wait for each other.
  private let gate = DispatchSemaphore(value: 1)

  init(bytes: Int) {
    units = max(1, bytes / Self.unit)
    permits = DispatchSemaphore(value: units)
  }

  /// Runs `body` once `bytes` of the allowance are free, and frees them after.
  func withShare<Result>(of bytes: Int, _ body: () throws(MetaLensError) -> Result) throws(MetaLensError) -> Result {
    let wanted = min(units, (bytes + Self.unit - 1) / Self.unit)
    guard wanted > 0 else { return try body() }
    gate.wait()
    for _ in 0..<wanted { permits.wait() }
    gate.signal()
    defer { for _ in 0..<wanted { permits.signal() } }
    return try body()
  }

  /// The bytes libjpeg holds when it `holdsAll` the coefficients (a
  /// progressive frame, or a sequential one in separate scans:
  /// `JPEGStructure.holdsAllCoefficients`): every component's
  /// blocks (rounded up to its sampling factors, as libjpeg allocates them),
  /// 64 two-byte coefficients each. Nothing for a sequential frame read in
  /// one interleaved scan, which streams a row of blocks at a time.
  static func need(of frame: JPEGFrame, holdsAll: Bool) -> Int {
    guard holdsAll else { return 0 }
    let maxH = frame.components.map(\.horizontalSampling).max() ?? 1
    let maxV = frame.components.map(\.verticalSampling).max() ?? 1
    guard maxH > 0, maxV > 0 else { return 0 }
    return frame.components.reduce(0) { total, component in
      let columns = (frame.width * component.horizontalSampling + 8 * maxH - 1) / (8 * maxH)
      let rows = (frame.height * component.verticalSampling + 8 * maxV - 1) / (8 * maxV)
      let roundedColumns = roundUp(columns, to: max(1, component.horizontalSampling))
      let roundedRows = roundUp(rows, to: max(1, component.verticalSampling))
      return total + roundedColumns * roundedRows * 128
    }
  }

  private static func roundUp(_ value: Int, to multiple: Int) -> Int {
    (value + multiple - 1) / multiple * multiple
  }
}
