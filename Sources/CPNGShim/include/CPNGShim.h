// Every libpng call metalens makes lives behind this header.
//
// libpng reports a fatal error by calling the error function, which must not
// return: the shim's jumps back (longjmp) into the one C function that runs
// the whole decode, and Swift, which cannot call setjmp, only ever sees a
// status and plain structs. No libpng type crosses this header.
#ifndef METALENS_CPNGSHIM_H
#define METALENS_CPNGSHIM_H

#include <stddef.h>
#include <stdint.h>

#define METALENS_PNG_MESSAGE_LENGTH 200

/// What `metalens_png_grey` read and made.
typedef struct {
  /// The size IHDR declares (0 when the file has no IHDR where PNG puts it).
  int declared_width;
  int declared_height;
  /// 1 for an Adam7-interlaced file.
  int interlaced;
  /// The grey picture written to `out`.
  int width;
  int height;
  /// libpng's words when it refused the file (status 0).
  char message[METALENS_PNG_MESSAGE_LENGTH];
} metalens_png_grey_result;

/// The PNG in `data` decoded to 8-bit grey and box-averaged so that neither
/// side exceeds `max_dimension` (`out` holds max_dimension^2 bytes),
/// row by row: the memory is one row and one sum per output pixel,
/// interlaced or not. Returns 1; 0 when libpng refuses the file (`message`);
/// 2 when IHDR declares more than `max_pixels` pixels or a side over
/// `max_side`, checked before libpng allocates anything for the picture;
/// 3 when libpng could not be loaded (`message`, the dynamic loader's words).
int metalens_png_grey(const uint8_t *data, size_t size, long max_pixels, int max_side, int max_dimension,
                      uint8_t *out, metalens_png_grey_result *result);

#endif
