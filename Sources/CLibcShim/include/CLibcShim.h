// C library calls Swift makes costly or cannot make in Swift 6: printf's
// number conversions, stdout, and malloc's settings.
//
// Swift reaches vsnprintf only through `withVaList`, which boxes each
// argument as a CVarArg and asks the runtime which kind it is: about ten
// thousand instructions a number, a fiftieth of a batch that prints
// thousands of EXIF rationals. And Swift 6 refuses to name the `stdout`
// global, so bytes reach stdio's buffer through here.
#ifndef METALENS_CLIBCSHIM_H
#define METALENS_CLIBCSHIM_H

#include <stddef.h>

/// snprintf(buffer, size, "%.*g" or "%.*f", precision, value): `fixed` 0 for
/// %g, 1 for %f. The C locale applies: metalens never calls setlocale.
/// Returns what snprintf returns.
int metalens_print_double(char *buffer, size_t size, int fixed, int precision, double value);

/// Has malloc map every buffer of at least `bytes` on its own (glibc's
/// M_MMAP_THRESHOLD, fixed, and M_TRIM_THRESHOLD at twice that), so that
/// libjpeg's whole-image coefficient arrays and whole files go back to the
/// system when freed (see LargeBuffers.swift). Returns 0 where the C library
/// has no such setting.
int metalens_map_large_buffers(size_t bytes);

/// fwrite(bytes, 1, count, stdout): the stream `print` writes to, so the two
/// keep their order.
size_t metalens_write_stdout(const void *bytes, size_t count);

// stdout's own buffer, written only at record boundaries: stdio writes its
// buffer whenever it fills, in the middle of a record, so a run killed
// (SIGKILL, a crash) would leave a torn last line. Records are appended
// here and written with write(2) once the buffer holds `threshold` bytes at
// a record boundary, and whole at the end.

/// Appends `count` bytes to the buffer; nothing is written yet. Dropped once
/// a write has failed.
void metalens_out_append(const void *bytes, size_t count);

/// A record boundary: writes the buffer when it holds `threshold` bytes or
/// more (0: always). Returns 0, or the errno of the first failed write,
/// which every later call returns too.
int metalens_out_boundary(size_t threshold);

/// The errno of the first failed write, or 0.
int metalens_out_error(void);

/// Writes the buffer and flushes stdio's stdout. Returns 0 or errno.
int metalens_out_flush(void);

/// Writes the buffer, flushes stdio's stdout, and closes descriptor 1 (a
/// file system may report a failed write only there). Returns 0 or errno.
int metalens_out_close(void);

// SIGINT and SIGTERM during a batch: the handler only records the signal,
// and the batch stops between records.

/// Installs the handlers with sigaction (SA_RESTART, so reads go on;
/// SA_RESETHAND, so a second Ctrl-C stops the process at once), and
/// unblocks both signals. Returns 0 or errno.
int metalens_catch_interrupts(void);

/// The signal caught (SIGINT, SIGTERM), or 0.
int metalens_interrupted(void);

#endif
