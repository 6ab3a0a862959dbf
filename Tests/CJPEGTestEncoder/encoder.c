#include "CJPEGTestEncoder.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// libjpeg error manager that turns fatal errors into a longjmp back into
/// the calling function and keeps warnings quiet (the shim's, without the
/// limits and counts only metalens's own decodes need).
typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf escape;
} metalens_test_error_mgr;

static void metalens_test_error_exit(j_common_ptr cinfo) {
  metalens_test_error_mgr *err = (metalens_test_error_mgr *)cinfo->err;
  longjmp(err->escape, 1);
}

static void metalens_test_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void metalens_test_install_errors(metalens_test_error_mgr *err) {
  memset(err, 0, sizeof *err);
  jpeg_std_error(&err->base);
  err->base.error_exit = metalens_test_error_exit;
  err->base.output_message = metalens_test_output_message;
}

static void metalens_test_copy_message(j_common_ptr cinfo, char *message) {
  char buffer[JMSG_LENGTH_MAX];
  cinfo->err->format_message(cinfo, buffer);
  snprintf(message, METALENS_TEST_JPEG_MESSAGE_LENGTH, "%s", buffer);
}

int metalens_test_jpeg_encode(const metalens_test_jpeg_encode_options *options, const uint8_t *pixels,
                              uint8_t **out, size_t *out_size, char message[METALENS_TEST_JPEG_MESSAGE_LENGTH]) {
  struct jpeg_compress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo);
  metalens_test_error_mgr err;
  /* libjpeg writes both through their addresses, so they live in memory and
     keep their values across the longjmp. */
  unsigned char *destination = NULL;
  unsigned long buffer_size = 0;
  *out = NULL;
  *out_size = 0;
  metalens_test_install_errors(&err);
  cinfo.err = &err.base;
  if (setjmp(err.escape)) {
    metalens_test_copy_message((j_common_ptr)&cinfo, message);
    jpeg_destroy_compress(&cinfo);
    free(destination);
    return 0;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, &destination, &buffer_size);
  cinfo.image_width = (JDIMENSION)options->width;
  cinfo.image_height = (JDIMENSION)options->height;
  cinfo.input_components = options->components;
  cinfo.in_color_space = options->components == 1 ? JCS_GRAYSCALE : JCS_RGB;
  jpeg_set_defaults(&cinfo);
  cinfo.write_JFIF_header = FALSE;
  cinfo.write_Adobe_marker = FALSE;
  jpeg_set_quality(&cinfo, options->quality, TRUE);
  unsigned int table[64];
  if (options->luma_table != NULL) {
    for (int i = 0; i < 64; i++) table[i] = options->luma_table[i];
    jpeg_add_quant_table(&cinfo, 0, table, 100, TRUE);
  }
  if (options->chroma_table != NULL) {
    for (int i = 0; i < 64; i++) table[i] = options->chroma_table[i];
    jpeg_add_quant_table(&cinfo, 1, table, 100, TRUE);
  }
  if (options->components == 3) {
    cinfo.comp_info[0].h_samp_factor = options->luma_h;
    cinfo.comp_info[0].v_samp_factor = options->luma_v;
  }
  if (options->progressive) jpeg_simple_progression(&cinfo);
  cinfo.optimize_coding = options->optimize_coding ? TRUE : FALSE;
  jpeg_start_compress(&cinfo, TRUE);
  JSAMPROW row[1];
  size_t stride = (size_t)options->width * (size_t)options->components;
  while (cinfo.next_scanline < cinfo.image_height) {
    row[0] = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
    jpeg_write_scanlines(&cinfo, row, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  *out = destination;
  *out_size = buffer_size;
  return 1;
}

void metalens_test_jpeg_free(uint8_t *buffer) { free(buffer); }

int metalens_test_jpeg_decode(const uint8_t *data, size_t size, long max_pixels, long max_memory, uint8_t **pixels,
                              int *width, int *height, int *components,
                              char message[METALENS_TEST_JPEG_MESSAGE_LENGTH]) {
  struct jpeg_decompress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo);
  metalens_test_error_mgr err;
  /* Written through its address, so it keeps its value across the longjmp. */
  uint8_t *volatile buffer = NULL;
  *pixels = NULL;
  metalens_test_install_errors(&err);
  cinfo.err = &err.base;
  if (setjmp(err.escape)) {
    metalens_test_copy_message((j_common_ptr)&cinfo, message);
    jpeg_destroy_decompress(&cinfo);
    free(buffer);
    return 0;
  }
  jpeg_create_decompress(&cinfo);
  cinfo.mem->max_memory_to_use = max_memory;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  if ((long)cinfo.image_width * (long)cinfo.image_height > max_pixels) {
    snprintf(message, METALENS_TEST_JPEG_MESSAGE_LENGTH, "it has more than %ld pixels", max_pixels);
    jpeg_destroy_decompress(&cinfo);
    return 0;
  }
  if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
    snprintf(message, METALENS_TEST_JPEG_MESSAGE_LENGTH, "a CMYK JPEG");
    jpeg_destroy_decompress(&cinfo);
    return 0;
  }
  cinfo.out_color_space = cinfo.num_components == 1 ? JCS_GRAYSCALE : JCS_RGB;
  jpeg_start_decompress(&cinfo);
  size_t stride = (size_t)cinfo.output_width * (size_t)cinfo.output_components;
  buffer = malloc(stride * cinfo.output_height);
  if (buffer == NULL) ERREXIT(&cinfo, JERR_OUT_OF_MEMORY);
  while (cinfo.output_scanline < cinfo.output_height) {
    JSAMPROW row[1] = {buffer + stride * cinfo.output_scanline};
    jpeg_read_scanlines(&cinfo, row, 1);
  }
  jpeg_finish_decompress(&cinfo);
  *width = (int)cinfo.output_width;
  *height = (int)cinfo.output_height;
  *components = cinfo.output_components;
  jpeg_destroy_decompress(&cinfo);
  *pixels = buffer;
  return 1;
}
