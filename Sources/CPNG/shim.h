// libpng, for CPNGShim (the one place that calls it).
#include <png.h>
