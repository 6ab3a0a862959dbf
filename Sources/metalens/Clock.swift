#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic time for the progress rate.
enum Clock {
  static var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func seconds(since start: Double) -> Double { now - start }
}
