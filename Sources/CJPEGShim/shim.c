#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

/// libjpeg error manager that turns fatal errors into a longjmp back into the
/// shim and collects warnings instead of printing them.
typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf escape;
  int warning_count;
  char first_warning[METALENS_JPEG_MESSAGE_LENGTH];
} metalens_error_mgr;

static void metalens_error_exit(j_common_ptr cinfo) {
  metalens_error_mgr *err = (metalens_error_mgr *)cinfo->err;
  longjmp(err->escape, 1);
}

static void metalens_emit_message(j_common_ptr cinfo, int level) {
  metalens_error_mgr *err = (metalens_error_mgr *)cinfo->err;
  if (level >= 0) return; /* trace messages */
  if (err->warning_count == 0) {
    char buffer[JMSG_LENGTH_MAX];
    err->base.format_message(cinfo, buffer);
    snprintf(err->first_warning, sizeof err->first_warning, "%s", buffer);
  }
  err->warning_count++;
}

static void metalens_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void metalens_install_errors(metalens_error_mgr *err) {
  memset(err, 0, sizeof *err);
  jpeg_std_error(&err->base);
  err->base.error_exit = metalens_error_exit;
  err->base.emit_message = metalens_emit_message;
  err->base.output_message = metalens_output_message;
}

static void metalens_copy_message(j_common_ptr cinfo, char *message) {
  char buffer[JMSG_LENGTH_MAX];
  cinfo->err->format_message(cinfo, buffer);
  snprintf(message, METALENS_JPEG_MESSAGE_LENGTH, "%s", buffer);
}

/// Copies what libjpeg has read so far; safe after an error too, since the
/// tables live until the decompressor is destroyed.
static void metalens_copy_header(struct jpeg_decompress_struct *cinfo,
                                 metalens_error_mgr *err,
                                 metalens_jpeg_header *out) {
  for (int t = 0; t < METALENS_JPEG_MAX_TABLES && t < NUM_QUANT_TBLS; t++) {
    JQUANT_TBL *table = cinfo->quant_tbl_ptrs[t];
    if (table == NULL) continue;
    out->table_present[t] = 1;
    for (int i = 0; i < 64; i++) out->tables[t][i] = table->quantval[i];
  }
  out->warning_count = err->warning_count;
  memcpy(out->first_warning, err->first_warning, sizeof out->first_warning);
}

int metalens_jpeg_read_header(const uint8_t *data, size_t size,
                              metalens_jpeg_header *out) {
  memset(out, 0, sizeof *out);
  struct jpeg_decompress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo); /* defined even if creation fails */
  metalens_error_mgr err;
  metalens_install_errors(&err);
  cinfo.err = &err.base;
  if (setjmp(err.escape)) {
    metalens_copy_message((j_common_ptr)&cinfo, out->message);
    metalens_copy_header(&cinfo, &err, out);
    jpeg_destroy_decompress(&cinfo);
    return 0;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  out->ok = 1;
  metalens_copy_header(&cinfo, &err, out);
  jpeg_destroy_decompress(&cinfo);
  return 1;
}

int metalens_jpeg_encode(const metalens_jpeg_encode_options *options,
                         const uint8_t *pixels, uint8_t **out, size_t *out_size,
                         char message[METALENS_JPEG_MESSAGE_LENGTH]) {
  struct jpeg_compress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo);
  metalens_error_mgr err;
  /* libjpeg writes both through their addresses, so they live in memory and
     keep their values across the longjmp. */
  unsigned char *destination = NULL;
  unsigned long buffer_size = 0;
  *out = NULL;
  *out_size = 0;
  metalens_install_errors(&err);
  cinfo.err = &err.base;
  if (setjmp(err.escape)) {
    metalens_copy_message((j_common_ptr)&cinfo, message);
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

void metalens_jpeg_free(uint8_t *buffer) { free(buffer); }
