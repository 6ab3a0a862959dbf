// zlib, for the compressed chunks of PNG (zTXt, iTXt, iCCP).
#include <stddef.h>
#include <zlib.h>
