// libjpeg calls only the fixture factory makes: encoding test images and
// decoding real photos to edit them. They live in a test-only target so that
// the shipped metalens carries no encoder it never uses (issue 34); the
// shipped shim (CJPEGShim) keeps every call metalens itself makes.
//
// As in the shim, each libjpeg session runs inside one C function, because
// libjpeg's error path is longjmp and Swift cannot call setjmp.
#ifndef METALENS_CJPEGTESTENCODER_H
#define METALENS_CJPEGTESTENCODER_H

#include <stddef.h>
#include <stdint.h>

#define METALENS_TEST_JPEG_MESSAGE_LENGTH 200

/// How the fixture factory asks libjpeg to encode a test image.
typedef struct {
  int width;
  int height;
  /// 1 (grey) or 3 (YCbCr from RGB).
  int components;
  int quality;
  int progressive;
  /// 1 for Huffman tables made for the image (libjpeg's `optimize_coding`),
  /// 0 for T.81 Annex K's standard tables.
  int optimize_coding;
  /// Luma sampling factors: 2x2 gives 4:2:0, 2x1 4:2:2, 1x1 4:4:4.
  int luma_h;
  int luma_v;
  /// Custom tables in natural order, or NULL for libjpeg's scaled standard ones.
  const uint16_t *luma_table;
  const uint16_t *chroma_table;
} metalens_test_jpeg_encode_options;

/// Encodes `pixels` (width*height*components bytes) without any APPn marker.
/// On success `*out` holds a buffer to release with `metalens_test_jpeg_free`.
int metalens_test_jpeg_encode(const metalens_test_jpeg_encode_options *options, const uint8_t *pixels,
                              uint8_t **out, size_t *out_size, char message[METALENS_TEST_JPEG_MESSAGE_LENGTH]);

/// Decodes a whole JPEG to RGB (or grey) pixels, for the fixture factory's
/// edits of real photos. Refuses CMYK, images declaring more than
/// `max_pixels`, and decodes needing more than `max_memory` bytes of
/// libjpeg's working memory. On success `*pixels` holds
/// width*height*components bytes to release with `metalens_test_jpeg_free`.
int metalens_test_jpeg_decode(const uint8_t *data, size_t size, long max_pixels, long max_memory, uint8_t **pixels,
                              int *width, int *height, int *components,
                              char message[METALENS_TEST_JPEG_MESSAGE_LENGTH]);

/// Frees a buffer returned by `metalens_test_jpeg_encode` or `metalens_test_jpeg_decode`.
void metalens_test_jpeg_free(uint8_t *buffer);

#endif
