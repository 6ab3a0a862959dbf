// stddef.h first, as in the other system-library shims, for size_t.
#include <stddef.h>
#include <libheif/heif.h>
