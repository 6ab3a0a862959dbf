/// The two files of a comparison inspected at once, the original on a
/// thread of its own (`WorkerThread`) while the caller's thread inspects the
/// copy. Each inspection of a 12-megapixel JPEG is mostly libjpeg's decode
/// and the image-data maps, one file's work independent of the other's, so
/// on two cores the pair costs little more than the larger file
/// (`make bench`, two 12-megapixel JPEGs compared: see `docs/BENCHMARKS.md`).
/// Errors are thrown as before, the original's first; the coefficient
/// allowance both decodes draw on is shared (`CoefficientMemoryBudget`), so
/// memory stays within the limits one inspection has.
enum InspectedPair {
  /// Where the original's thread leaves its outcome; read only after
  /// `WorkerThread.join`, which orders the write before the read.
  private final class Outcome: @unchecked Sendable {
    var value: Result<Inspection, MetaLensError>?
  }

  static func inspect(
    original: @escaping @Sendable () throws(MetaLensError) -> Inspection,
    copy: () throws(MetaLensError) -> Inspection
  ) throws(MetaLensError) -> (original: Inspection, copy: Inspection) {
    let outcome = Outcome()
    let thread = WorkerThread {
      do throws(MetaLensError) { outcome.value = .success(try original()) } catch { outcome.value = .failure(error) }
    }
    let copied: Result<Inspection, MetaLensError>
    do throws(MetaLensError) { copied = .success(try copy()) } catch { copied = .failure(error) }
    thread.join()
    // The thread always sets its outcome before it returns.
    guard let first = outcome.value else { preconditionFailure("the original's inspection left no outcome") }
    return (try first.get(), try copied.get())
  }
}
