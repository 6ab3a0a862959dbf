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

#endif
