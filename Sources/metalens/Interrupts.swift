private import CLibcShim

/// SIGINT and SIGTERM during a batch. The handlers (sigaction, in
/// CLibcShim) only record the signal; the batch checks it between records,
/// so a record is never cut: the one being printed is finished, those being
/// read are dropped, and the output is flushed before the process exits
/// with 128 + the signal's number (130, 143), as a shell reports a process
/// the signal stopped. A second Ctrl-C stops the process at once.
enum Interrupts {
  /// Installs the handlers; the default ones stay when that fails.
  static func catchSignals() {
    _ = metalens_catch_interrupts()
  }

  /// The signal received, or 0.
  static var received: Int32 { metalens_interrupted() }
}
