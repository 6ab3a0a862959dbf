// libexif's headers use NULL without including <stddef.h>; include it first so
// the module builds.
#include <stddef.h>
#include <libexif/exif-data.h>
#include <libexif/exif-loader.h>
#include <libexif/exif-utils.h>
