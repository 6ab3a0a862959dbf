// libwebp, for CWebPShim (the one place metalens decodes with it) and the
// test fixture factory's encoder.
#include <webp/decode.h>
#include <webp/encode.h>
