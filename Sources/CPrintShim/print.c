#include "CPrintShim.h"

#include <stdio.h>

size_t metalens_write_stdout(const void *bytes, size_t count) { return fwrite(bytes, 1, count, stdout); }

int metalens_print_double(char *buffer, size_t size, int fixed, int precision, double value) {
  return snprintf(buffer, size, fixed ? "%.*f" : "%.*g", precision, value);
}
