#include "CLibcShim.h"

#include <stdio.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

size_t metalens_write_stdout(const void *bytes, size_t count) { return fwrite(bytes, 1, count, stdout); }

int metalens_print_double(char *buffer, size_t size, int fixed, int precision, double value) {
  return snprintf(buffer, size, fixed ? "%.*f" : "%.*g", precision, value);
}

int metalens_map_large_buffers(size_t bytes) {
#if defined(__GLIBC__)
  /* A fixed mapping bound also fixes the trim bound at its 128 KiB default,
     so the heap would shrink and grow again around every 1 MiB read; glibc's
     own rule keeps it at twice the mapping bound. */
  return mallopt(M_MMAP_THRESHOLD, (int)bytes) && mallopt(M_TRIM_THRESHOLD, (int)(2 * bytes));
#else
  (void)bytes;
  return 0;
#endif
}
