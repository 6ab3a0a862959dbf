// See CWebPShim.h. The decode follows libwebp's advanced decoding API
// (webp/decode.h, "Advanced decoding parametrization"): the features read
// first, then WebPDecode into a buffer of our own at the scaled size.
#include "CWebPShim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <webp/decode.h>

static const char *status_words(VP8StatusCode status) {
  switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "bitstream error";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature";
    case VP8_STATUS_SUSPENDED: return "suspended";
    case VP8_STATUS_USER_ABORT: return "aborted";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "not enough data (the file is cut short)";
    default: return "unknown error";
  }
}

int metalens_webp_grey(const uint8_t *data, size_t size, int max_dimension, uint8_t *out,
                       metalens_webp_grey_result *result) {
  memset(result, 0, sizeof *result);
  WebPDecoderConfig config;
  if (max_dimension < 1 || !WebPInitDecoderConfig(&config)) {
    snprintf(result->message, sizeof result->message, "libwebp could not start");
    return 0;
  }
  VP8StatusCode status = WebPGetFeatures(data, size, &config.input);
  if (status != VP8_STATUS_OK) {
    snprintf(result->message, sizeof result->message, "%s", status_words(status));
    return 0;
  }
  int width = config.input.width, height = config.input.height;
  result->declared_width = width;
  result->declared_height = height;
  result->animated = config.input.has_animation != 0;
  if (result->animated) return 4;
  // WebP's sides are at most 16,383 (14 bits), which libwebp checks: the
  // product fits an int64 and the scaled size is computed in it.
  if (width < 1 || height < 1) {
    snprintf(result->message, sizeof result->message, "no picture size");
    return 0;
  }
  int longer = width > height ? width : height;
  int factor = (longer + max_dimension - 1) / max_dimension;
  if (factor < 1) factor = 1;
  int out_width = width / factor, out_height = height / factor;
  if (out_width < 1) out_width = 1;
  if (out_height < 1) out_height = 1;
  size_t bytes = (size_t)out_width * (size_t)out_height * 4;
  uint8_t *rgba = malloc(bytes);
  if (rgba == NULL) {
    snprintf(result->message, sizeof result->message, "out of memory");
    return 0;
  }
  // Scaled while decoded (libwebp's area-averaging rescaler, row by row):
  // no full-size buffer, whatever the declared size.
  config.options.use_scaling = 1;
  config.options.scaled_width = out_width;
  config.options.scaled_height = out_height;
  config.options.use_threads = 0;
  config.output.colorspace = MODE_RGBA;
  config.output.is_external_memory = 1;
  config.output.u.RGBA.rgba = rgba;
  config.output.u.RGBA.stride = out_width * 4;
  config.output.u.RGBA.size = bytes;
  status = WebPDecode(data, size, &config);
  WebPFreeDecBuffer(&config.output);
  if (status != VP8_STATUS_OK) {
    free(rgba);
    snprintf(result->message, sizeof result->message, "%s", status_words(status));
    return 0;
  }
  // BT.601 luma, as JPEG's (JFIF §7), in 16-bit fixed point; a
  // transparent pixel drawn on white, as the PNG decoder draws it.
  for (size_t i = 0; i < (size_t)out_width * out_height; i++) {
    const uint8_t *p = rgba + 4 * i;
    unsigned grey = (19595u * p[0] + 38470u * p[1] + 7471u * p[2] + 32768u) >> 16;
    unsigned alpha = p[3];
    out[i] = (uint8_t)((grey * alpha + 255u * (255u - alpha) + 127u) / 255u);
  }
  free(rgba);
  result->width = out_width;
  result->height = out_height;
  return 1;
}
