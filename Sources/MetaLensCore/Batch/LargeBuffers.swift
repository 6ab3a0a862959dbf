private import CLibcShim

/// How the process gets large buffers from malloc.
public enum LargeBuffers {
  /// Buffers of 2 MiB or more (whole files, libjpeg's coefficient arrays
  /// of progressive JPEGs) are mapped and unmapped on their own. glibc
  /// otherwise raises this bound after each large free and serves later
  /// large buffers from the heap it keeps, which it does not give back: a
  /// 1,000-file batch peaked about 20 MiB higher that way. The 64 KiB header
  /// window and the 1 MiB chunks the C2PA hashes read stay below the bound
  /// (at 256 KiB, each chunk was mapped afresh: 2.5 times the page faults),
  /// and the heap keeps up to 4 MiB free at its top rather than 128 KiB.
  /// Call once, first thing.
  ///
  /// One arena for all jobs (glibc's M_ARENA_MAX) was tried: a 2,000-file
  /// batch peaked at 67 to 70 MiB either way, within one run's spread.
  public static func mapSeparately() {
    _ = metalens_map_large_buffers(2 << 20)
  }
}
