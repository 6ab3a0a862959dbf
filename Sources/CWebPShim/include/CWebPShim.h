// Every libwebp call metalens makes lives behind this header: libwebp's
// configuration structs and inline initialisers stay in C, and Swift sees
// a status and a plain struct.
#ifndef METALENS_CWEBPSHIM_H
#define METALENS_CWEBPSHIM_H

#include <stddef.h>
#include <stdint.h>

#define METALENS_WEBP_MESSAGE_LENGTH 200

/// What `metalens_webp_grey` read and made.
typedef struct {
  /// The size the bitstream declares (0 when libwebp could not read it).
  int declared_width;
  int declared_height;
  /// 1 for an animated WebP (ANIM/ANMF chunks).
  int animated;
  /// The grey picture written to `out`.
  int width;
  int height;
  /// Why libwebp refused the file (status 0).
  char message[METALENS_WEBP_MESSAGE_LENGTH];
} metalens_webp_grey_result;

/// The WebP in `data` decoded straight at reduced size by libwebp's scaler
/// (`use_scaling`) so that neither side exceeds `max_dimension` (`out` holds
/// max_dimension^2 bytes), then turned to grey (BT.601 weights, transparent
/// pixels on white). Returns 1, 0 when libwebp refuses the file
/// (`message`), or 4 for an animated WebP, which libwebp's still-image
/// decoder does not decode.
int metalens_webp_grey(const uint8_t *data, size_t size, int max_dimension, uint8_t *out,
                       metalens_webp_grey_result *result);

#endif
