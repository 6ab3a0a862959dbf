#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread started for one job and joined when it is done. The batch starts
/// its own rather than borrowing libdispatch's global pool, which keeps
/// about one thread per core: `--jobs 64` would otherwise run about 5 at once.
struct WorkerThread {
  private let thread: pthread_t

  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  /// Starts `body` on a new thread.
  init(_ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { context in
        // pthread passes back the pointer given below, never nil.
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
    precondition(result == 0, "metalens could not start a thread (error \(result))")
    self.thread = thread
  }

  /// Waits for the thread to finish.
  func join() {
    pthread_join(thread, nil)
  }
}
