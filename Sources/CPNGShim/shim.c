// See CPNGShim.h. The decode follows libpng's manual (libpng-manual.txt,
// "Reading PNG files", IV "Transformations"): the error function jumps back
// here, the input is read from memory through `png_set_read_fn`, and every
// libpng object and buffer is freed on both the normal and the error path.
#include "CPNGShim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  jmp_buf jump;
  char *message;
} session;

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
} reader;

static void on_error(png_structp png, png_const_charp text) {
  session *s = (session *)png_get_error_ptr(png);
  snprintf(s->message, METALENS_PNG_MESSAGE_LENGTH, "%s", text != NULL ? text : "libpng error");
  longjmp(s->jump, 1);
}

// Warnings (a damaged ancillary chunk, a bad CRC there) leave the picture
// alone; they are libpng's to step over.
static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void on_read(png_structp png, png_bytep out, size_t length) {
  reader *r = (reader *)png_get_io_ptr(png);
  if (length > r->size - r->offset) png_error(png, "the file ends before the picture does");
  memcpy(out, r->data + r->offset, length);
  r->offset += length;
}

static uint32_t big_endian(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

// A grey pixel, or a grey-and-alpha one drawn on white (as on a white page;
// a copy flattened on another colour differs only where the PNG is
// transparent).
static inline unsigned pixel(const png_byte *row, int channels, uint32_t i) {
  if (channels == 1) return row[i];
  unsigned grey = row[2 * i], alpha = row[2 * i + 1];
  return (grey * alpha + 255u * (255u - alpha) + 127u) / 255u;
}

int metalens_png_grey(const uint8_t *data, size_t size, long max_pixels, int max_side, int max_dimension,
                      uint8_t *out, metalens_png_grey_result *result) {
  memset(result, 0, sizeof *result);
  if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
    snprintf(result->message, sizeof result->message, "not a PNG signature");
    return 0;
  }
  // IHDR comes first (PNG §5.6, and libpng refuses anything else): its
  // size is checked here, before libpng sizes a row, with the product
  // taken only once each side is known to be in range.
  if (size >= 24 && memcmp(data + 12, "IHDR", 4) == 0) {
    uint32_t width = big_endian(data + 16), height = big_endian(data + 20);
    result->declared_width = width > INT32_MAX ? INT32_MAX : (int)width;
    result->declared_height = height > INT32_MAX ? INT32_MAX : (int)height;
    if (width > 0 && height > 0 &&
        (width > (uint32_t)max_side || height > (uint32_t)max_side || (long)width > max_pixels / (long)height))
      return 2;
  }
  // Every chunk's declared length is checked against the bytes that follow
  // it before libpng sees any (issue 61.4: a text chunk declaring
  // 0x7FFFFFFF bytes in a 48-byte file made libpng allocate 2.1 GB): a
  // length past the end is refused with the chunk's name and offset.
  for (size_t offset = 8; size - offset >= 12;) {
    uint32_t length = big_endian(data + offset);
    if (length > size - offset - 12) {
      snprintf(result->message, sizeof result->message,
               "the %.4s chunk at offset %zu declares %u bytes, past the end of the file", (const char *)data + offset + 4,
               offset, length);
      return 0;
    }
    if (memcmp(data + offset + 4, "IEND", 4) == 0) break;
    offset += 12 + (size_t)length;
  }
  if (max_dimension < 1) {
    snprintf(result->message, sizeof result->message, "no room for the picture");
    return 0;
  }

  session s;
  s.message = result->message;
  reader input = {data, size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &s, on_error, on_warning);
  if (png == NULL) {
    snprintf(result->message, sizeof result->message, "libpng could not start");
    return 0;
  }
  png_infop info = png_create_info_struct(png);
  // Written after setjmp and freed after the jump: volatile, so that the
  // jump does not restore stale values (C11 §7.13.2.1).
  png_bytep volatile row = NULL;
  uint64_t *volatile sums = NULL;
  if (setjmp(s.jump) != 0) {
    free(row);
    free(sums);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  if (info == NULL) png_error(png, "libpng could not start");
  png_set_user_limits(png, (png_uint_32)max_side, (png_uint_32)max_side);
  // Ancillary chunks (iCCP, zTXt, sPLT) are metadata's business, not the
  // picture's: libpng's 1.6 defaults, set here whatever a build chose.
  png_set_chunk_malloc_max(png, 8000000);
  png_set_chunk_cache_max(png, 1000);
  // Text, profiles, palettes' suggestions and EXIF are skipped unread: the
  // grey picture needs none of them, and libpng inflated every zTXt and
  // iTXt (22 s on a crafted file where inspect took 0.28 s). libpng 1.6
  // handles a known chunk listed here as an unknown one (png.h,
  // png_set_keep_unknown_chunks), and NEVER drops it without a buffer.
  static const png_byte skipped[] = "tEXt\0zTXt\0iTXt\0iCCP\0sPLT\0eXIf";
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, skipped, (int)(sizeof skipped / 5));
  png_set_read_fn(png, &input, on_read);
  png_read_info(png, info);

  png_uint_32 width = 0, height = 0;
  int depth = 0, colour = 0, interlace = 0;
  png_get_IHDR(png, info, &width, &height, &depth, &colour, &interlace, NULL, NULL);
  result->declared_width = (int)width;
  result->declared_height = (int)height;
  result->interlaced = interlace == PNG_INTERLACE_ADAM7;
  if (width > (png_uint_32)max_side || height > (png_uint_32)max_side || (long)width > max_pixels / (long)height) {
    png_destroy_read_struct(&png, &info, NULL);
    return 2;
  }

  // To 8-bit grey: palette and low bit depths expanded, tRNS made alpha,
  // 16 bits cut to 8, colour weighted as JPEG's luma is (ITU-R BT.601,
  // JFIF §7: 0.299, 0.587, 0.114), so that a PNG and a JPEG copy of it
  // give the same grey. libpng weighs in linear light when a gAMA chunk
  // says the samples are not linear. Interlace handling is left off: each
  // Adam7 pass arrives as its own small picture and its pixels are added
  // where they belong, so an interlaced file needs no whole-picture buffer.
  png_set_expand(png);
  png_set_strip_16(png);
  if ((colour & PNG_COLOR_MASK_COLOR) != 0)
    png_set_rgb_to_gray_fixed(png, PNG_ERROR_ACTION_NONE, 29900, 58700);
  png_read_update_info(png, info);
  int channels = png_get_channels(png, info);
  if (png_get_bit_depth(png, info) != 8 || (channels != 1 && channels != 2))
    png_error(png, "libpng did not give 8-bit grey");

  // The box each grey pixel averages, as HEIFPictureDecoder.shrink: the
  // smallest whole factor that brings the longer side within max_dimension.
  uint32_t longer = width > height ? width : height;
  uint32_t factor = (longer + (uint32_t)max_dimension - 1) / (uint32_t)max_dimension;
  if (factor < 1) factor = 1;
  uint32_t out_width = width / factor, out_height = height / factor;
  if (out_width < 1) out_width = 1;
  if (out_height < 1) out_height = 1;
  row = malloc(png_get_rowbytes(png, info));
  sums = calloc((size_t)out_width * out_height, sizeof *sums);
  if (row == NULL || sums == NULL) png_error(png, "out of memory");

  int passes = interlace == PNG_INTERLACE_ADAM7 ? 7 : 1;
  for (int pass = 0; pass < passes; pass++) {
    uint32_t columns = passes == 1 ? width : PNG_PASS_COLS(width, pass);
    uint32_t rows = passes == 1 ? height : PNG_PASS_ROWS(height, pass);
    // libpng skips an empty pass (a picture narrower or shorter than 5).
    if (columns == 0 || rows == 0) continue;
    for (uint32_t r = 0; r < rows; r++) {
      png_read_row(png, row, NULL);
      uint32_t y = passes == 1 ? r : PNG_ROW_FROM_PASS_ROW(r, pass);
      uint32_t out_y = y / factor;
      // A row or column past the last whole box is left out, as the
      // other decoders leave it.
      if (out_y >= out_height) continue;
      uint64_t *line = sums + (size_t)out_y * out_width;
      for (uint32_t i = 0; i < columns; i++) {
        uint32_t x = passes == 1 ? i : PNG_COL_FROM_PASS_COL(i, pass);
        uint32_t out_x = x / factor;
        if (out_x >= out_width) break;
        line[out_x] += pixel(row, channels, i);
      }
    }
  }
  uint64_t box = (uint64_t)factor * factor;
  for (size_t i = 0; i < (size_t)out_width * out_height; i++) out[i] = (uint8_t)(sums[i] / box);
  result->width = (int)out_width;
  result->height = (int)out_height;
  free(row);
  free(sums);
  png_destroy_read_struct(&png, &info, NULL);
  return 1;
}
